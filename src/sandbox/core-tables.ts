import type { ManageScope } from '@/lib/scope/manage-scope';
import { table } from './db';

// Rows the platform shell needs: provider accounts, enterprises, memberships, sessions and the
// one-time codes of the login flows, and the menu catalogue.

export interface AccountRow {
  lenovoId: string;
  username: string;
  telephone: string;
  email: string;
  /** shown on the passport stand-in */
  note: string;
}

export interface EnterpriseRow {
  id: string;
  enterpriseNumber: string;
  enterpriseName: string;
  industry: string;
  scale: string;
  contactName: string;
  contactPhone: string;
  email: string;
  /** the enterprise administrator */
  adminLenovoId: string;
  createTime: string;
  dismissed?: boolean;
}

export interface MembershipRow {
  enterpriseNumber: string;
  lenovoId: string;
  admin: boolean;
  /** ids of menu entries granted; 'all' for the whole catalogue */
  menuIds: string[] | 'all';
  /** an administrator's 管理范围; absent = the whole enterprise (assumed contract "Scoped administrators") */
  manageScope?: ManageScope;
}

export interface SessionRow {
  token: string;
  lenovoId: string;
  enterpriseNumber: string | null;
  createdAt: number;
}

export interface OneTimeCode {
  code: string;
  lenovoId: string;
  kind: 'ust' | 'authorCode' | 'thirdToken' | 'logout';
  ctx?: string;
  enterpriseNumber?: string;
  used: boolean;
}

export interface MenuRow {
  id: string;
  name: string;
  url: string;
  icon: string;
  selectedIcon: string;
}

export const accounts = () => table<AccountRow>('accounts');
export const enterprises = () => table<EnterpriseRow>('enterprises');
export const memberships = () => table<MembershipRow>('memberships');
export const sessions = () => table<SessionRow>('sessions');
export const oneTimeCodes = () => table<OneTimeCode>('oneTimeCodes');
export const menuCatalogue = () => table<MenuRow>('menus');

export const findAccount = (lenovoId: string) => accounts().find((a) => a.lenovoId === lenovoId);
export const findEnterprise = (enterpriseNumber: string | null | undefined) =>
  enterprises().find((e) => e.enterpriseNumber === enterpriseNumber && !e.dismissed);

export function enterprisesOf(lenovoId: string): EnterpriseRow[] {
  const numbers = new Set(
    memberships()
      .filter((m) => m.lenovoId === lenovoId)
      .map((m) => m.enterpriseNumber),
  );
  return enterprises().filter((e) => numbers.has(e.enterpriseNumber) && !e.dismissed);
}

export function menuOf(lenovoId: string, enterpriseNumber: string): MenuRow[] {
  const m = memberships().find((x) => x.lenovoId === lenovoId && x.enterpriseNumber === enterpriseNumber);
  if (!m) return [];
  if (m.menuIds === 'all') return menuCatalogue();
  const granted = new Set(m.menuIds);
  return menuCatalogue().filter((row) => granted.has(row.id));
}
