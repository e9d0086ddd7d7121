import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import type { Paged } from './types';
import type { FieldChange } from '@/components/change-diff';

// What the staff profile shows besides the staff record: the person's roles and the change log
// entries that name them. Both are silent: the profile shows a failure (e.g. the server's 403 when
// the administrator's menu lacks 角色管理 or 变更日志) in its own section.

export interface PersonRole {
  id: string;
  roleName: string;
}

export interface PersonChange {
  id: string;
  creatDate: string;
  operationType: string;
  /** who made the change */
  name: string;
  keyword: string;
  /** an edit: before → after per field */
  changes?: FieldChange[];
}

/** The roles a person holds: the role list filtered by userId (the person's lenovoId). */
export const fetchPersonRoles = (lenovoId: string, signal?: AbortSignal) =>
  post<PersonRole[]>(`${services.user}/api/role/getList`, { userId: lenovoId }, { signal, silent: true });

/** The person's history: every change log entry that touched them, newest first, paged
 *  (POST /changelog/person, docs/assumed-contract.md). */
export const fetchPersonHistory = (userId: string, page: number, size: number, signal?: AbortSignal) =>
  post<Paged<PersonChange>>(
    `${services.enterprise}/changelog/person`,
    { userId, page, size },
    { signal, silent: true },
  );

/** The staff fields the server answers masked (first 4 and last 4 characters). */
export type SensitiveField = 'idNumber' | 'bankCardNumber';

/** The full number, asked for by an explicit 查看; the server records who saw whose number
 *  (POST /admin/users/revealSensitive, docs/assumed-contract.md "Staff"). */
export const revealSensitive = (id: string, field: SensitiveField) =>
  post<{ value: string }>(`${services.enterprise}/admin/users/revealSensitive`, { id, field });
