// Every service prefix the spec names (platform-shell §7). Calls are sent as API host + prefix + path.
export const SERVICE_PREFIXES = [
  '/enterprise-server',
  '/attachment-server',
  '/user-server',
  '/login-server',
  '/meeting-room-server',
  '/app-version-manage-server',
  '/apps-manage-server',
  '/group-server',
  '/custom-form-poc-server',
  '/vacation-manage-server',
  '/leave-server',
  '/approve-server',
  '/schedule-server',
  '/address-server',
  '/enterprise-management-server',
  '/qrcode-server',
] as const;
