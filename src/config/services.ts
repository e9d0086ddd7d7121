// Which service prefix each family of calls goes to. The spec names the prefixes (platform-shell §7)
// but not the service of most calls; the choices are recorded in docs/assumed-contract.md.
export const services = {
  login: '/login-server',
  enterprise: '/enterprise-server',
  user: '/user-server',
  attachment: '/attachment-server',
  meeting: '/meeting-room-server',
  apps: '/apps-manage-server',
  appVersion: '/app-version-manage-server',
  group: '/group-server',
  customForm: '/custom-form-poc-server',
  vacation: '/vacation-manage-server',
  leave: '/leave-server',
  approve: '/approve-server',
  schedule: '/schedule-server',
  address: '/address-server',
  management: '/enterprise-management-server',
  qrcode: '/qrcode-server',
} as const;
