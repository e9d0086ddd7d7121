import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, record, text } from '@/lib/contract/fields';

// The current enterprise (docs/assumed-contract.md "Home and enterprise").

const EnterpriseInfoSchema = record({
  id,
  enterpriseNumber: id,
  enterpriseName: v.string(),
  industry: text,
  scale: text,
  contactName: text,
  contactPhone: text,
  email: text,
  adminName: text,
  createTime: text,
  memberCount: count,
  /** the current user is the enterprise administrator */
  isOwner: flag,
});

export const enterpriseInfoCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/enterprise/info',
  status: 'assumed',
  summary: '当前企业的信息',
  answer: EnterpriseInfoSchema,
});

export type EnterpriseInfo = v.InferOutput<typeof EnterpriseInfoSchema>;
