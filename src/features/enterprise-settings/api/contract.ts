import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, id, nothing, record, text } from '@/lib/contract/fields';

// 企业设置 (platform-shell §5, §7.2–7.3; the binding engineers in admin-modules §7 "Setup"): the
// enterprise's information, the verification codes, the binding engineers, the administrator
// transfer and the dismissal. The enterprise itself (GET /enterprise/info) is lib/enterprise's.

export const EngineerSchema = record({
  id,
  name: v.string(),
  telephone: text,
  email: text,
  remark: text,
  createTime: text,
});

const EngineerFields = v.object({
  name: v.string(),
  telephone: v.string(),
  email: v.string(),
  remark: v.string(),
});

const EngineerEdit = v.object({ id: v.string(), ...EngineerFields.entries });

const EnterpriseUpdateSchema = v.object({
  industry: v.string(),
  scale: v.string(),
  contactName: v.string(),
  contactPhone: v.string(),
  email: v.string(),
  /** needed when the e-mail changes */
  verifyCode: v.optional(v.string()),
});

export const GraphCodeSchema = record({
  key: id,
  /** image URL (data URL) */
  image: v.string(),
});

const VerifyCodeRequest = v.object({
  type: v.picklist(['email', 'sms']),
  target: v.string(),
  graphKey: v.string(),
  graphCode: v.string(),
});

export const updateEnterpriseCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/enterprise/update',
  status: 'assumed',
  summary: '修改企业信息',
  body: EnterpriseUpdateSchema,
  answer: nothing,
});

export const graphCodeCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/graphValidateCode/getCode',
  status: 'assumed',
  summary: '获取图形验证码',
  answer: GraphCodeSchema,
});

export const sendVerifyCodeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/sendVerifyCode',
  status: 'assumed',
  summary: '发送短信或邮箱验证码',
  body: VerifyCodeRequest,
  answer: nothing,
});

export const engineerListCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/bindingEngineerList',
  status: 'assumed',
  summary: '绑定工程师列表',
  answer: v.array(EngineerSchema),
});

export const saveEngineerCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/saveBindingEngineer',
  status: 'specified',
  summary: '绑定工程师',
  body: EngineerFields,
  answer: record({ id }),
});

export const editEngineerCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/editBindingEngineer',
  status: 'specified',
  summary: '编辑绑定工程师',
  body: EngineerEdit,
  answer: nothing,
});

export const deleteEngineerCall = defineCall({
  method: 'DELETE',
  service: 'enterprise',
  path: '/deleteBindingEngineerById/{id}',
  status: 'specified',
  summary: '解除绑定工程师',
  answer: nothing,
});

export const transferAdministratorCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/enterprise/transferEnterpriseAdministrator',
  status: 'specified',
  summary: '转让企业管理员',
  /** the new administrator's lenovoId */
  query: byId,
  answer: nothing,
});

export const dismissEnterpriseCall = defineCall({
  method: 'DELETE',
  service: 'enterprise',
  path: '/dismissEnterprise/{id}',
  status: 'specified',
  summary: '解散企业',
  answer: nothing,
});

export type Engineer = v.InferOutput<typeof EngineerSchema>;
export type EngineerEditInput = v.InferOutput<typeof EngineerEdit>;
export type EnterpriseUpdate = v.InferOutput<typeof EnterpriseUpdateSchema>;
export type GraphCode = v.InferOutput<typeof GraphCodeSchema>;
export type VerifyCodeInput = v.InferOutput<typeof VerifyCodeRequest>;
/** The engineer form's values: the fields a save sends, with the id when editing. */
export type EngineerInput = v.InferOutput<typeof EngineerFields> & { id?: string };
