import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { nothing, record } from '@/lib/contract/fields';
import { EnterpriseSchema, LoginInfoSchema, UserInfoSchema } from '@/lib/session/contract';

// Login, session and the enterprise choice (platform-shell §4.1–4.2, §7.1–7.2; setup in admin-modules
// §7). The token exchanges, the login and the login info are judged by the login flow itself from the
// whole envelope (rawBody): their `answer` is the published shape of `data`, not checked at run time.
// The user's menu is lib/session/contract.ts's userMenuCall (the home page makes it too).

export const TokenDataSchema = record({ token: v.string() });

export const LoginDataSchema = record({ token: v.string(), userInfo: UserInfoSchema });

const LoginBackReportSchema = v.object({
  deviceId: v.string(),
  loginId: v.string(),
  successLogin: v.boolean(),
  clientResponseBody: v.string(),
  clientException: v.string(),
  version: v.string(),
});

const CreateEnterpriseSchema = v.object({
  enterpriseName: v.string(),
  industry: v.string(),
  scale: v.string(),
  contactName: v.string(),
  contactPhone: v.optional(v.string()),
  email: v.optional(v.string()),
});

const ProfileSchema = v.object({
  name: v.string(),
  telephone: v.optional(v.string()),
  email: v.optional(v.string()),
});

export const authorCodeExchangeCall = defineCall({
  method: 'GET',
  service: 'login',
  path: '/getUserTokenByAuthorCode',
  status: 'specified',
  summary: '授权码换取令牌',
  query: v.object({ authorCode: v.string() }),
  answer: TokenDataSchema,
});

export const thirdTokenExchangeCall = defineCall({
  method: 'GET',
  service: 'login',
  path: '/getTokenByThirdToken',
  status: 'assumed',
  summary: '第三方令牌换取令牌',
  query: v.object({ thirdToken: v.string() }),
  answer: TokenDataSchema,
});

export const loginInfoCall = defineCall({
  method: 'GET',
  service: 'login',
  path: '/getLoginInfo',
  status: 'specified',
  summary: '登录信息（用户、当前企业）',
  answer: LoginInfoSchema,
});

export const loginCall = defineCall({
  method: 'POST',
  service: 'login',
  path: '/login',
  status: 'specified',
  summary: '登录（multipart，签名）',
  body: v.object({ lpsust: v.string(), deviceId: v.string(), version: v.string(), loginId: v.string() }),
  answer: LoginDataSchema,
});

export const loginBackCall = defineCall({
  method: 'PUT',
  service: 'login',
  path: '/loginBack',
  status: 'specified',
  summary: '登录回调上报',
  body: LoginBackReportSchema,
  answer: nothing,
});

export const logoutCodeCall = defineCall({
  method: 'GET',
  service: 'login',
  path: '/getAuthorCodeVal',
  status: 'specified',
  summary: '退出登录用的编码令牌',
  query: v.object({ loginTerminal: v.string() }),
  answer: v.string(),
});

export const enterprisesOfUserCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/enterprise/listByLenovoId',
  status: 'assumed',
  summary: '用户所在的企业',
  query: v.object({ lenovoId: v.string() }),
  answer: v.array(EnterpriseSchema),
});

export const adminEnterprisesCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/userAdminEnterpriseList',
  status: 'specified',
  summary: '用户管理的企业',
  answer: v.array(EnterpriseSchema),
});

export const switchEnterpriseCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/switchEnterprise',
  status: 'specified',
  summary: '切换当前企业',
  /** the spec's payload is none; the console names the target in the query (assumed) */
  query: v.object({ enterpriseNumber: v.string() }),
  answer: record({ token: v.string(), enterprise: EnterpriseSchema }),
});

export const saveUserCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/saveUser',
  status: 'specified',
  summary: '完善创建者的个人信息',
  body: ProfileSchema,
  answer: UserInfoSchema,
});

export const saveEnterpriseCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/saveEnterprise',
  status: 'specified',
  summary: '创建企业',
  body: CreateEnterpriseSchema,
  answer: EnterpriseSchema,
});

export type TokenData = v.InferOutput<typeof TokenDataSchema>;
export type LoginData = v.InferOutput<typeof LoginDataSchema>;
export type LoginBackReport = v.InferOutput<typeof LoginBackReportSchema>;
export type CreateEnterpriseInput = v.InferOutput<typeof CreateEnterpriseSchema>;
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;
