// Saved versions of approvals (assumed contract "Approval versions, copy and groups"): every
// /approve/save keeps what it saved.
import { table } from '../../../db';
import type { ApprovalVersionContent, UserRef } from '@/features/approvals/api/types';
import type { ApprovalRow } from './tables';

export interface ApprovalVersionRow {
  /** `${approveId}-v${version}`: stable, so a base version made on a read is the same after a reload */
  id: string;
  approveId: string;
  enterpriseNumber: string;
  version: number;
  savedBy: UserRef;
  saveTime: string;
  restoredFrom: number | null;
  content: ApprovalVersionContent;
}

export const approvalVersions = () => table<ApprovalVersionRow>('approvalVersions');

export const contentOf = (row: ApprovalRow): ApprovalVersionContent => ({
  approveName: row.approveName,
  description: row.description,
  iconAddress: row.iconAddress,
  visibleRange: row.visibleRange,
  visibleUsers: row.visibleUsers.map((u) => ({ ...u })),
  approveAdministrators: row.approveAdministrators.map((u) => ({ ...u })),
  formData: row.formData,
  processData: row.processData,
});

/** The approval's versions, newest first. An approval saved before versions were kept (the seed,
 *  initApprove) gets its content as version 1, saved by its creator at its update time. */
export function versionsOf(row: ApprovalRow, creator: UserRef): ApprovalVersionRow[] {
  const all = approvalVersions();
  let mine = all.filter((v) => v.approveId === row.id);
  if (!mine.length) {
    all.push({
      id: `${row.id}-v1`,
      approveId: row.id,
      enterpriseNumber: row.enterpriseNumber,
      version: 1,
      savedBy: creator,
      saveTime: row.updateTime,
      restoredFrom: null,
      content: contentOf(row),
    });
    mine = all.filter((v) => v.approveId === row.id);
  }
  return mine.sort((a, b) => b.version - a.version);
}

/** Records the row's content (just saved) as its next version. */
export function recordVersion(
  row: ApprovalRow,
  savedBy: UserRef,
  creator: UserRef,
  restoredFrom: number | null = null,
  isNew = false,
): ApprovalVersionRow {
  const version = isNew ? 1 : (versionsOf(row, creator)[0]?.version ?? 0) + 1;
  const made: ApprovalVersionRow = {
    id: `${row.id}-v${version}`,
    approveId: row.id,
    enterpriseNumber: row.enterpriseNumber,
    version,
    savedBy,
    saveTime: row.updateTime,
    restoredFrom,
    content: contentOf(row),
  };
  approvalVersions().push(made);
  return made;
}
