import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, paged, record, text } from '@/lib/contract/fields';

// Global search's call of its own. Its staff and department searches are the organisation's calls
// (lib/org/contract.ts); the approval list is 审批管理's call, here with the fields a hit shows (its
// rows carry more, kept as they come).

const ApprovalHitSchema = record({ id, approveName: v.string(), description: text });

export const approvalHitsCall = defineCall({
  method: 'POST',
  service: 'approve',
  path: '/approve/list',
  status: 'specified',
  summary: '审批列表（按审批名称）',
  body: v.object({ approveName: v.string(), page: v.number(), size: v.number(), enterpriseNumber: v.string() }),
  answer: paged(ApprovalHitSchema),
});
