import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// The office-suite licence service (admin-modules §7 "Usage pages"). The spec names the calls by path
// alone: they go to /enterprise-management-server/officeSuite/… (docs/assumed-contract.md "Workplace"
// → "Application shop"); the token login and the search's path are assumed.

/** The service refuses every call but the login until the login was made for this session
 *  (docs/assumed-contract.md "GET {token}"). */
const NOT_SIGNED_IN = { OFFICE_0001: '办公套件服务未登录，请刷新页面重试' } as const;

export const LicenceLoginSchema = record({
  /** the suite's account of the enterprise */
  account: text,
  productName: text,
});

export const LicenceAuthorizationSchema = record({
  productName: text,
  total: count,
  used: count,
  remaining: count,
  /** 'YYYY-MM-DD' */
  expireDate: text,
});

export const LicenceUsageSchema = record({
  lenovoId: id,
  name: v.string(),
  /** the holder's departments; the table shows at most 2 names (admin-modules §9); a department
   *  deleted since has its id and no name */
  departmentList: list(record({ id: v.optional(id), departName: text })),
  /** days with any use */
  useDays: count,
  /** minutes of use */
  minutes: count,
  /** 'YYYY-MM-DD' */
  lastUseDate: text,
});

const days = {
  /** 'YYYY-MM-DD', both inclusive; '' for an open end */
  startDate: v.string(),
  endDate: v.string(),
};

/** The search's body; the per-user usage call takes the same without the keyword, as its query. */
const UsageSearch = v.object({
  ...days,
  /** a name or department */
  keyword: v.string(),
  ...pageArgs,
});

export const loginCall = defineCall({
  method: 'GET',
  service: 'management',
  path: '/officeSuite/{token}',
  status: 'assumed',
  summary: '办公套件服务令牌登录（路径中为控制台的会话令牌）',
  answer: LicenceLoginSchema,
  errors: { OFFICE_0002: '令牌无效' },
});

export const authorizationCall = defineCall({
  method: 'POST',
  service: 'management',
  path: '/officeSuite/getAuthorization',
  status: 'specified',
  summary: '企业的办公套件授权数',
  body: v.object({}),
  answer: LicenceAuthorizationSchema,
  errors: NOT_SIGNED_IN,
});

export const userUsageCall = defineCall({
  method: 'GET',
  service: 'management',
  path: '/officeSuite/getUserUseDateInfo',
  status: 'specified',
  summary: '授权人员在所选日期内的使用情况',
  query: v.object({ ...days, ...pageArgs }),
  answer: paged(LicenceUsageSchema),
  errors: NOT_SIGNED_IN,
});

export const searchUsageCall = defineCall({
  method: 'POST',
  service: 'management',
  path: '/officeSuite/search',
  status: 'assumed',
  summary: '按姓名或部门搜索授权人员的使用情况',
  body: UsageSearch,
  answer: paged(LicenceUsageSchema),
  errors: NOT_SIGNED_IN,
});

export const exportUsageCall = defineCall({
  method: 'GET',
  service: 'management',
  path: '/officeSuite/exportExcelUserUserDateInfo',
  status: 'specified',
  summary: '导出使用情况',
  query: v.object(days),
  answer: 'file',
  errors: NOT_SIGNED_IN,
});

export const exportSearchCall = defineCall({
  method: 'GET',
  service: 'management',
  path: '/officeSuite/exportSearch',
  status: 'specified',
  summary: '导出使用情况（搜索结果）',
  query: v.object({ ...days, keyword: v.string() }),
  answer: 'file',
  errors: NOT_SIGNED_IN,
});

export type LicenceUsage = v.InferOutput<typeof LicenceUsageSchema>;
export type UsageQuery = v.InferOutput<typeof UsageSearch>;
