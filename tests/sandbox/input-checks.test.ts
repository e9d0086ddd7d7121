// Server-side checks of structured input (assumed contract "A sandbox that checks for itself"): each bad
// payload goes straight to the sandbox, past the console's forms, and is refused with the service's code
// and message.
import { ADMIN } from '../sign-in';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { menuCatalogue } from '@/sandbox/core-tables';
import { staff } from '@/sandbox/org-tables';
import { refusal } from './send';

type Case = [what: string, path: string, body: unknown, code: number, message: string, method?: string];

const E = '/enterprise-server';
const G = '/group-server';
const long = (n: number) => '字'.repeat(n);
/** An active member who is neither the signed-in administrator nor the enterprise head. */
const colleague = () =>
  staff().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status === '' && !p.isCeo && p.lenovoId !== ADMIN)!;
const menuId = () => menuCatalogue()[0].id;
const engineer = { name: '赵工', telephone: '13912345678', email: '', remark: '' };

const groupCases: Case[] = [
  [
    'a group list filtered by an unknown property',
    `${G}/v1_admin/find_group`,
    { property: 'toString' },
    400,
    '参数property不正确',
  ],
  ['a group list page 0', `${G}/v1_admin/find_group`, { page: 0, size: 10 }, 400, '参数page不正确'],
  [
    'a group name that is not text',
    `${G}/v1_admin/create_group`,
    { groupName: { x: 1 }, property: 'inner', nature: 'private', memberIds: [] },
    400,
    '参数groupName格式错误',
  ],
  [
    'a group of an inherited property name',
    `${G}/v1_admin/create_group`,
    { groupName: '项目群', property: 'toString', nature: 'private', memberIds: [] },
    400,
    '群类型不正确',
  ],
  [
    'members that are not a list',
    `${G}/v1_admin/create_group`,
    { groupName: '项目群', property: 'inner', nature: 'private', memberIds: 'u-1' },
    400,
    '参数memberIds格式错误',
  ],
  [
    'a batch delete whose ids are not a list',
    `${G}/v1_admin/batch_del_group`,
    { groupIds: 'g-1' },
    400,
    '参数groupIds格式错误',
  ],
  ['a batch delete of an unknown group', `${G}/v1_admin/batch_del_group`, { groupIds: ['g-none'] }, 404, '群聊不存在'],
  ['group detail without an id', `${G}/group_detail`, {}, 400, '参数groupId不能为空'],
  ['an import without its id', `${G}/import_group`, {}, 400, '参数importId不能为空'],
];

const onboardingCases: Case[] = [
  [
    'a pending name that is not text',
    `${E}/admin/personnelListAdd`,
    { name: ['张三'], telephone: '13912345678' },
    400,
    '参数name格式错误',
  ],
  [
    'a pending phone of the wrong pattern',
    `${E}/admin/personnelListAdd`,
    { name: '张三', telephone: '12345678901' },
    500,
    '手机号格式不正确',
  ],
  [
    'a pending e-mail of the wrong pattern',
    `${E}/admin/personnelListAdd`,
    { name: '张三', email: 'zhang@san' },
    500,
    '邮箱格式不正确',
  ],
  [
    'a pending position over 30 characters',
    `${E}/admin/personnelListAdd`,
    { name: '张三', telephone: '13912345678', position: long(31) },
    500,
    '职位不能超过30个字符',
  ],
  [
    'another enterprise id',
    `${E}/admin/personnelListAdd`,
    { name: '张三', telephone: '13912345678', enterpriseId: 'ent-2' },
    403,
    '无权向其他企业添加人员',
  ],
  [
    'an edit of an unknown pending row',
    `${E}/admin/personnelEdit`,
    { id: 'p-none', name: '张三' },
    404,
    '待入职人员不存在',
  ],
  ['a delete whose ids are not a list', `${E}/admin/personnelDel`, { ids: 'p-1' }, 400, '参数ids格式错误'],
  ['a delete of an unknown pending row', `${E}/admin/personnelDel`, { ids: ['p-none'] }, 404, '部分待入职人员不存在'],
  [
    'an invitation whose phones are not a list',
    `${E}/sendSmsOrEmail`,
    { enterpriseNumber: MAIN_ENTERPRISE, phone: '13912345678' },
    400,
    '参数phone格式错误',
  ],
  [
    'a pending search of size 1000',
    `${E}/admin/tempUserSearch`,
    { keyWord: '', page: 1, size: 1000 },
    400,
    '参数size不正确',
  ],
];

const announcementCases: Case[] = [
  ['an announcement list of status 3', `${E}/announcement/list`, { status: 3 }, 400, '参数status不正确'],
  [
    'a scheduled time in the past',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', scheduledTime: '2020-01-01 10:00:00' },
    400,
    '定时发布时间须晚于当前时间',
  ],
  [
    'a malformed scheduled time',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', scheduledTime: '明天' },
    400,
    '定时发布时间格式不正确',
  ],
  [
    'an audience of departments without one',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', audienceType: 1, departIds: [] },
    400,
    '请选择公告的接收部门',
  ],
  [
    'an audience of an unknown person',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', audienceType: 2, lenovoIds: ['99999999'] },
    400,
    '接收人员不存在或已离职',
  ],
  ['pinning without a boolean', `${E}/announcement/pin`, { id: 'an1', pinned: 'yes' }, 400, '参数pinned格式错误'],
  ['receipts of a draft', `${E}/announcement/remindUnread`, { id: 'an3' }, 500, '公告尚未发布，暂无阅读情况'],
  [
    'attachments that are not a list',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', attachments: 'a.pdf' },
    400,
    '参数attachments格式错误',
  ],
  [
    'an attachment of negative size',
    `${E}/announcement/save`,
    { title: '通知', content: '<p>内容</p>', attachments: [{ name: 'a.pdf', url: 'blob:a', size: -1 }] },
    400,
    '附件大小不正确',
  ],
  ['content that is not text', `${E}/announcement/save`, { title: '通知', content: 5 }, 400, '参数content格式错误'],
  [
    'a title over 50 characters',
    `${E}/announcement/save`,
    { title: long(51), content: '<p>内容</p>' },
    400,
    '公告标题不能超过50个字符',
  ],
  ['publishing an unknown announcement', `${E}/announcement/publish`, { id: 'an-none' }, 404, '公告不存在'],
];

const settingsCases: Case[] = [
  [
    'an industry outside the list',
    `${E}/enterprise/update`,
    { industry: '航天', scale: '51-200人', contactName: '张伟', contactPhone: '13800000001' },
    400,
    '参数industry不正确',
  ],
  [
    'a contact name over 20 characters',
    `${E}/enterprise/update`,
    { industry: '金融', scale: '51-200人', contactName: long(21), contactPhone: '13800000001' },
    400,
    '联系人不能超过20个字符',
  ],
  [
    'an engineer remark over 100 characters',
    `${E}/saveBindingEngineer`,
    { ...engineer, remark: long(101) },
    400,
    '备注不能超过100个字符',
  ],
  [
    'an engineer e-mail of the wrong pattern',
    `${E}/saveBindingEngineer`,
    { ...engineer, email: 'x@y' },
    400,
    '邮箱格式不正确',
  ],
  [
    'an engineer phone of the wrong pattern',
    `${E}/saveBindingEngineer`,
    { ...engineer, telephone: '12345' },
    400,
    '手机号格式不正确',
  ],
  ['an edit of an unknown engineer', `${E}/editBindingEngineer`, { ...engineer, id: 'eng-none' }, 404, '工程师不存在'],
  [
    'a verification code by fax',
    `${E}/sendVerifyCode`,
    { type: 'fax', target: '13912345678', graphKey: 'k', graphCode: 'c' },
    400,
    '参数type不正确',
  ],
  [
    'an enterprise created in an unknown industry',
    `${E}/saveEnterprise`,
    { enterpriseName: '新公司', industry: '航天', scale: '1-50人', contactName: '张伟' },
    400,
    '参数industry不正确',
  ],
  ['a profile e-mail of the wrong pattern', `${E}/saveUser`, { name: '张伟', email: 'zhang@' }, 400, '邮箱格式不正确'],
];

const homeCases: Case[] = [
  [
    'a company name that is not text',
    `${E}/authentication/apply`,
    {
      enterpriseName: { a: 1 },
      creditCode: '91110000MA01ABCD1X',
      legalPerson: '张伟',
      contactName: '张伟',
      contactPhone: '13800000001',
    },
    400,
    '参数enterpriseName格式错误',
  ],
  [
    'an appeal phone of the wrong pattern',
    `${E}/enterprise/appeal`,
    { reason: '信息有误', contactPhone: '123' },
    400,
    '联系电话格式不正确',
  ],
  [
    'messages of status 5',
    `${E}/dynamicMessage/queryList?lenovoId=${ADMIN}&status=5`,
    undefined,
    400,
    '参数status不正确',
    'GET',
  ],
];

const adminCases: Case[] = [
  [
    'administrators whose ids are not a list',
    `${E}/admin/addAdmin`,
    { lenovoIds: 'x', menuIds: ['m'] },
    400,
    '参数lenovoIds格式错误',
  ],
  [
    'privileges that are not ids',
    `${E}/admin/addAdmin`,
    { lenovoIds: ['x'], menuIds: [{}] },
    400,
    '参数menuIds格式错误',
  ],
  [
    'an administrator who is not a member',
    `${E}/admin/addAdmin`,
    { lenovoIds: ['nobody'], menuIds: 'MENU' },
    999,
    '所选成员不是本企业的在职成员',
  ],
  [
    'privileges of someone who is not an administrator',
    `${E}/admin/editPrivilege`,
    { lenovoId: 'nobody', menuIds: 'MENU' },
    999,
    '该成员不是管理员',
  ],
  [
    'IT administrators whose ids are not a list',
    `${E}/admin/setItAdmins`,
    { lenovoIds: 'x' },
    400,
    '参数lenovoIds格式错误',
  ],
  [
    'an IT administrator who is not a member',
    `${E}/admin/setItAdmins`,
    { lenovoIds: ['nobody'] },
    500,
    '所选成员不是本企业的在职成员',
  ],
];

const departureCases: Case[] = [
  ['departed staff of status on', `${E}/admin/users/departure/all`, { status: 'on' }, 400, '参数status不正确'],
  [
    'a start time in another format',
    `${E}/admin/users/departure/all`,
    { status: 'departure', startTime: '2026/01/01' },
    400,
    '参数startTime日期格式不正确',
  ],
  [
    'a start time after the end time',
    `${E}/admin/userSearch/departure`,
    { status: 'departure', startTime: '2026-03-01 00:00:00', endTime: '2026-01-01 23:59:59', keyWord: '张' },
    400,
    '开始时间不能晚于结束时间',
  ],
  ['a departure whose ids are not a list', `${E}/admin/users/departure`, { ids: 'u-1' }, 400, '参数ids格式错误'],
  ['a departure of an unknown member', `${E}/admin/users/departure`, { ids: ['u-none'] }, 404, '部分员工不存在'],
  [
    'a hand-over to an unknown member',
    `${E}/admin/users/departureAndTransfer`,
    { id: 'COLLEAGUE', transferId: 'u-none' },
    404,
    '交接人不存在或已离职',
  ],
  ['staff changes of an unknown member', `${E}/departUserAdvancedSearch`, { userId: 'u-none' }, 404, '员工不存在'],
  [
    'staff changes of an unknown department',
    `${E}/departUserAdvancedSearch`,
    { departId: 'd-none' },
    404,
    '部门不存在',
  ],
  [
    'staff changes from a date in another format',
    `${E}/departUserAdvancedSearch`,
    { startTime: '2026-1-1' },
    400,
    '参数startTime日期格式不正确',
  ],
  ['a change-log page of -1', `${E}/changelog/search`, { page: -1, size: 10 }, 400, '参数page不正确'],
  ['a change-log keyword that is not text', `${E}/changelog/search`, { keyword: { a: 1 } }, 400, '参数keyword格式错误'],
  [
    'a change-log operation type that does not exist',
    `${E}/changelog/search`,
    { operationTypeId: 'f99' },
    400,
    '操作类型不存在',
  ],
];

/** Placeholders filled from the seeded data when the test runs (after setup resets the sandbox). */
function filled(body: unknown): unknown {
  const text = JSON.stringify(body ?? null)
    .replaceAll('"MENU"', JSON.stringify([menuId()]))
    .replaceAll('COLLEAGUE', colleague().id);
  return body === undefined ? undefined : JSON.parse(text);
}

describe('the sandbox checks structured input by its own rules', () => {
  it.each([
    ...groupCases,
    ...onboardingCases,
    ...announcementCases,
    ...settingsCases,
    ...homeCases,
    ...adminCases,
    ...departureCases,
  ])('refuses %s', async (_what, path, body, code, message, method = 'POST') => {
    expect(await refusal(path, filled(body), { method })).toEqual({ code, message });
  });

  it('accepts an empty e-mail where the e-mail is optional', async () => {
    expect(await refusal(`${E}/saveBindingEngineer`, engineer)).toEqual({ code: 200, message: '成功' });
  });
});
