import type { Db } from '../../db';
import type { AccountRow } from '../../core-tables';
import type { ChangeRow } from '../../changelog';
import type { GroupRow, PendingRow, ProfileChangeRow, StaffRow } from '../../org-tables';
import { createRandom } from '../../random';
import { personName } from '../org';
import { MAIN_ENTERPRISE } from '../core';

// Onboarding, departure, group chats, change history and profile changes of the seeded enterprise.

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * 86400000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:${pad(days % 60)}:00`;
};

/** Registered platform accounts that are not (yet) staff: onboarding can add them without an invitation. */
export const REGISTERED_OUTSIDERS: AccountRow[] = Array.from({ length: 6 }, (_, i) => ({
  lenovoId: String(10000100 + i),
  username: ['赵敏', '钱多多', '孙悦', '周杰', '吴倩', '郑凯'][i],
  telephone: `1390000${pad(i + 1, 4)}`,
  email: `registered${i + 1}@example.com`,
  note: '已注册，未加入企业',
}));

export default function seedOrgPeople(db: Db) {
  const r = createRandom(4242);
  const e = MAIN_ENTERPRISE;
  (db.tables.accounts as AccountRow[]).push(...REGISTERED_OUTSIDERS.map((a) => ({ ...a })));
  const people = (db.tables.staff as StaffRow[]).filter((p) => p.enterpriseNumber === e);

  // Departed staff over the last 18 months (never the administrators or the CEO).
  const leavers = people
    .filter((p) => !p.isCeo && !p.lenovoId.startsWith('1000'))
    .filter((_, i) => i % 17 === 5)
    .slice(0, 14);
  leavers.forEach((p, i) =>
    Object.assign(p, {
      status: 'departure',
      departureTime: daysAgo([3, 12, 20, 45, 70, 85, 120, 160, 200, 260, 300, 340, 420, 500][i] ?? 30),
    }),
  );

  const pending: PendingRow[] = Array.from({ length: 18 }, (_, i) => ({
    id: `p-seed-${i + 1}`,
    enterpriseNumber: e,
    enterpriseId: 'ent-1',
    name: personName(r),
    telephone: `1370000${pad(i + 1, 4)}`,
    email: `newhire${i + 1}@lianchuang.example`,
    position: r.pick(['工程师', '产品经理', '设计师', '销售经理', '人事专员']),
    createTime: daysAgo(i * 2 + 1),
    updateTime: daysAgo(i * 2 + 1),
  }));
  db.tables.pendingStaff = pending;

  const active = people.filter((p) => p.status !== 'departure');
  const names = [
    '全员群',
    '研发技术交流',
    '产品需求评审',
    '市场活动协同',
    '销售周报',
    '客户成功服务群',
    '新人入职答疑',
    '行政通知',
    '华东客户对接群',
    '合作伙伴沟通群',
  ];
  db.tables.groups = names.map((groupName, i): GroupRow => {
    const members = active.slice(i * 7, i * 7 + 5 + (i % 4) * 3).map((p) => p.id);
    return {
      groupId: `g-seed-${i + 1}`,
      enterpriseNumber: e,
      groupName,
      property: i >= 8 ? 'outer' : 'inner',
      nature: i % 3 === 0 ? 'public' : 'private',
      ownerId: members[0],
      memberIds: members,
      createTime: daysAgo(30 + i * 9),
    };
  });

  // [typeId, type, keyword, people touched, objects touched]
  const history: Array<[string, string, string, string[], string[]]> = [
    ['f02', '组织架构', '添加部门 移动端组', [], ['移动端组']],
    ['f03', '员工管理', '编辑员工 李娜', ['李娜'], []],
    ['f04', '入职管理', '添加待入职人员 陈晨', ['陈晨'], []],
    ['f05', '离职管理', '办理离职 刘洋', ['刘洋'], []],
    ['f06', '群聊管理', '创建群聊 研发技术交流', [], ['研发技术交流']],
    ['f02', '组织架构', '调整部门 渠道组 至 市场部', [], ['渠道组', '市场部']],
    ['f07', '企业负责人', '设置企业负责人 张伟', ['张伟'], []],
    ['f01', '企业信息', '修改企业信息 联创未来科技有限公司', [], ['联创未来科技有限公司']],
  ];
  db.tables.changelog = Array.from({ length: 36 }, (_, i): ChangeRow => {
    const [typeId, type, keyword, people, objects] = history[i % history.length];
    return {
      id: `log-seed-${i + 1}`,
      enterpriseNumber: e,
      creatDate: daysAgo(i + 1, 9 + (i % 8)),
      operationTypeId: typeId,
      operationType: type,
      name: i % 3 ? '张伟' : '王芳',
      lenovoId: i % 3 ? '10000001' : '10000003',
      keyword,
      people,
      objects,
    };
  });

  const fields: Array<[string, string, (p: StaffRow) => [string, string]]> = [
    ['position', '职位', (p) => [p.position, '高级' + p.position.replace(/^高级/, '')]],
    ['telephone', '手机号', (p) => ['1350000' + p.telephone.slice(-4), p.telephone]],
    ['officeAddress', '办公地点', (p) => ['北京市科技园1号楼2层', p.officeAddress]],
    ['education', '最高学历', (p) => ['本科', p.profile.education]],
  ];
  db.tables.profileChanges = active.slice(3, 23).map((p, i): ProfileChangeRow => {
    const [field, fieldLabel, values] = fields[i % fields.length];
    const [oldValue, newValue] = values(p);
    return {
      id: `pc-seed-${i + 1}`,
      enterpriseNumber: e,
      staffId: p.id,
      staffName: p.name,
      field,
      fieldLabel,
      oldValue,
      newValue,
      operator: i % 2 ? '张伟' : '王芳',
      changeTime: daysAgo(i * 3 + 2),
    };
  });
}
