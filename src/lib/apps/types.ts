// An enterprise application as both role management (the apps a role may use) and application
// management show it: admin-modules §3 Application.

/** An application's visible range: 2 everyone in the enterprise, 3 specified users (as approvals). */
export type AppVisibleRange = 2 | 3;

/** An application of the enterprise, as the all-apps query answers. */
export interface AppSummary {
  id: string;
  name: string;
  categoryMark: 'basic' | 'free' | 'subscribed' | 'thirdParty';
  enable: boolean;
  visibleRange: AppVisibleRange;
  visibleUsers: Array<{ lenovoId: string; name: string }>;
  iconAddress: string;
  applyPermissionId: string;
  groupNames: string[];
}
