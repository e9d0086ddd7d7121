// 企业设置's records, inferred from the call schemas (./contract.ts).
export type {
  Engineer,
  EngineerEditInput,
  EngineerInput,
  EnterpriseUpdate,
  GraphCode,
  VerifyCodeInput,
} from './contract';
