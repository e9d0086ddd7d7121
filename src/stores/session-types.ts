// Session records (platform-shell §3.1–3.2). Shapes the spec does not show are in docs/assumed-contract.md.

export interface UserInfo {
  lenovoId: string;
  username: string;
  userId?: string;
  telephone?: string;
  email?: string;
  avatar?: string;
}

export interface Enterprise {
  id: string;
  enterpriseNumber: string;
  enterpriseName: string;
  /** true when the user is this enterprise's administrator */
  isAdmin?: boolean;
  logo?: string;
}

export interface LoginInfo {
  userInfo: UserInfo;
  enterprise: Enterprise | null;
  /** provider (passport) token, used on logout */
  providerToken?: string;
}

export interface MenuEntry {
  id: string;
  name: string;
  /** path after /home/ */
  url: string;
  icon?: string;
  selectedIcon?: string;
}
