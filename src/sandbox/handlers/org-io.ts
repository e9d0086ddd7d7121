import { route } from '../route';
import { newStaffRow } from '../new-staff';
import { callerCover } from '../scope/effective-scope';
import { Reject, required } from '../respond';
import { newId } from '../random';
import { newLenovoId } from '../lenovo-ids';
import { invalidateDirectory } from '../directory-views';
import { departmentNames, imports, note, peopleNames, staff, type staffView, type StaffRow } from '../org-tables';
import { listNames } from '../changelog';
import { isUpload, readXlsxRecords, xlsxResponse, type Column } from '../xlsx';
import { orgCtx } from './org-staff';
import { EMAIL, exportIds, PHONE } from '../validate/input';

// Staff exports and the staff import of the organisation page.
const E = '/enterprise-server';

export const STAFF_COLUMNS: Column[] = [
  { header: '姓名', key: 'name' },
  { header: '手机号', key: 'telephone' },
  { header: '邮箱', key: 'email', width: 28 },
  { header: '职位', key: 'position' },
  { header: '部门', key: 'departments', width: 30 },
  { header: '工号', key: 'staffId' },
  { header: '入职时间', key: 'entryTime' },
  { header: '状态', key: 'statusText' },
];
const STATUS_TEXT: Record<string, string> = {
  '': '正常',
  unactivated: '未激活',
  unjoined: '未加入',
  departure: '已离职',
};
const IMPORT_HEADERS: Record<string, string> = {
  姓名: 'name',
  手机号: 'telephone',
  邮箱: 'email',
  职位: 'position',
  部门: 'department',
};
const FAILURE_COLUMNS: Column[] = [
  ...Object.entries(IMPORT_HEADERS).map(([header, key]) => ({ header, key })),
  { header: '失败原因', key: 'reason', width: 30 },
];

/** Staff as the exports list them: their departments' names and their state in words. */
const staffSheet = (fileName: string, people: ReturnType<typeof staffView>[]) =>
  xlsxResponse(
    fileName,
    STAFF_COLUMNS,
    people.map((p) => ({
      ...p,
      departments: p.departmentList.map((d) => d.departName).join('、'),
      statusText: STATUS_TEXT[p.status],
    })),
  );

const orgIoHandlers = [
  route(
    'post',
    E,
    '/admin/userListExport',
    async (input) => {
      const { e, view } = orgCtx(input);
      const ids = exportIds(input.body, '员工');
      const rows = staff().filter((p) => p.enterpriseNumber === e && ids.has(p.id));
      return staffSheet('员工列表.xlsx', rows.map(view));
    },
    {
      log: (input) => {
        const people = peopleNames(input.enterprise!.enterpriseNumber, input.body.ids, 'id');
        return note('f03', `导出员工 ${listNames(people)}`, { people });
      },
    },
  ),

  route(
    'post',
    E,
    '/admin/userDepartListExport',
    async (input) => {
      const { e, index, view } = orgCtx(input);
      required(input.body, ['ids']);
      const ids = new Set((input.body.ids as unknown[]).map(String));
      if ([...ids].some((id) => !index.byId.has(id))) throw new Reject(404, '部门不存在');
      const rows = staff().filter(
        (p) => p.enterpriseNumber === e && p.status !== 'departure' && p.departIds.some((id) => ids.has(id)),
      );
      return staffSheet('部门员工列表.xlsx', rows.map(view));
    },
    {
      log: (input) => {
        const objects = departmentNames(input.enterprise!.enterpriseNumber, input.body.ids);
        return note('f02', `导出部门员工 ${listNames(objects, '个部门')}`, { objects });
      },
    },
  ),

  route(
    'post',
    E,
    '/admin/upload/returnEnterpriseUserId',
    async (input) => {
      const { e, index, view } = orgCtx(input);
      // a scoped administrator imports into her departments only (assumed contract "Scoped administrators")
      const hers = callerCover(e, input.account.lenovoId)?.departments;
      const asked = input.query.get('enterpriseId');
      if (!asked) throw new Reject(400, '参数enterpriseId不能为空');
      if (!isUpload(input.body.file)) throw new Reject(400, '请上传文件');
      let records: Array<Record<string, string>>;
      try {
        records = await readXlsxRecords(input.body.file, IMPORT_HEADERS);
      } catch {
        throw new Reject(500, '文件解析失败，请使用模板填写后上传');
      }
      if (!records.length) throw new Reject(500, '文件中没有员工数据');
      // a name her departments share with one outside is hers
      const byName = new Map(
        [...index.byId.values()]
          .sort((a, b) => Number(hers?.has(a.id) ?? 0) - Number(hers?.has(b.id) ?? 0))
          .map((d) => [d.departName, d.id]),
      );
      const phones = new Set(
        staff()
          .filter((p) => p.enterpriseNumber === e && p.status !== 'departure')
          .map((p) => p.telephone),
      );
      const created: StaffRow[] = [];
      const failures: Array<Record<string, string>> = [];
      for (const r of records) {
        const reason = !r.name
          ? '姓名为空'
          : !PHONE.test(r.telephone ?? '')
            ? '手机号格式不正确'
            : phones.has(r.telephone)
              ? '手机号已存在'
              : r.email && !EMAIL.test(r.email)
                ? '邮箱格式不正确'
                : !byName.has(r.department)
                  ? '部门不存在'
                  : hers && !hers.has(byName.get(r.department)!)
                    ? '部门超出您的管理范围'
                    : '';
        if (reason) {
          failures.push({ ...r, reason });
          continue;
        }
        phones.add(r.telephone);
        const row = newStaffRow({
          id: newId(`u-${e}-`),
          enterpriseNumber: e,
          lenovoId: newLenovoId(),
          name: r.name,
          telephone: r.telephone,
          email: r.email ?? '',
          position: r.position ?? '',
          departIds: [byName.get(r.department)!],
        });
        staff().push(row);
        created.push(row);
      }
      const importId = newId('imp-');
      imports().push({ importId, enterpriseNumber: e, kind: 'staff', ok: [], bad: failures, createdAt: Date.now() });
      invalidateDirectory(e);
      return {
        importId,
        successCount: created.length,
        failureCount: failures.length,
        enterpriseUserIds: created.map((p) => p.id),
        users: created.map(view),
        failures,
      };
    },
    {
      log: (_i, r) => {
        const people = (r as { users: Array<{ name: string }> }).users.map((u) => u.name);
        return note('f03', `导入员工 ${listNames(people)}`, { people });
      },
    },
  ),

  route(
    'post',
    E,
    '/admin/failureDepartUser/Export',
    async (input) => {
      required(input.body, ['importId']);
      const found = imports().find((i) => i.importId === input.body.importId && i.kind === 'staff');
      if (!found) throw new Reject(404, '导入记录不存在或已过期');
      return xlsxResponse('导入失败员工.xlsx', FAILURE_COLUMNS, found.bad);
    },
    { read: true },
  ),

  route(
    'get',
    E,
    '/admin/upload/staffTemplate',
    () =>
      xlsxResponse('员工导入模板.xlsx', FAILURE_COLUMNS.slice(0, -1), [
        {
          name: '张三',
          telephone: '13900000000',
          email: 'zhangsan@example.com',
          position: '工程师',
          department: '研发中心',
        },
      ]),
    { public: false },
  ),
];

export default orgIoHandlers;
