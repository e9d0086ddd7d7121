import { request } from '@/lib/contract/define';
import { roleListCall } from '@/lib/roles/contract';
import { personHistoryCall, revealSensitiveCall, type SensitiveField } from './contract';

// What the staff profile shows besides the staff record: the person's roles and the change log
// entries that name them. Both are silent: the profile shows a failure (e.g. the server's 403 when
// the administrator's menu lacks 角色管理 or 变更日志) in its own section.

export type { PersonChange, SensitiveField } from './contract';

/** The roles a person holds: the role list filtered by userId (the person's lenovoId). */
export const fetchPersonRoles = (lenovoId: string, signal?: AbortSignal) =>
  request(roleListCall, { body: { userId: lenovoId } }, { signal, silent: true });

/** The person's history: every change log entry that touched them, newest first, paged
 *  (POST /changelog/person, docs/assumed-contract.md). */
export const fetchPersonHistory = (userId: string, page: number, size: number, signal?: AbortSignal) =>
  request(personHistoryCall, { body: { userId, page, size } }, { signal, silent: true });

/** The full number, asked for by an explicit 查看; the server records who saw whose number
 *  (POST /admin/users/revealSensitive, docs/assumed-contract.md "Staff"). */
export const revealSensitive = (id: string, field: SensitiveField) =>
  request(revealSensitiveCall, { body: { id, field } });
