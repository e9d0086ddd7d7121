// An enterprise application as both role management (the apps a role may use) and application
// management show it: admin-modules §3 Application.

/** An application's visible range: 2 everyone in the enterprise, 3 specified users (as approvals). */
export type AppVisibleRange = 2 | 3;
