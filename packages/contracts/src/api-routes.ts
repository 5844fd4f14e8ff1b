/**
 * The API route table shared by server and clients: one entry per operation, keyed by its
 * operationId (spec/API.md names where listed). Paths are relative to the origin.
 */
export const apiRoutes = {
  permission: { method: 'GET', path: '/api/system/permission' },
  siteSettings: { method: 'GET', path: '/api/system/site-settings' },
  whitelabelMenu: { method: 'GET', path: '/api/system/whitelabel-menu' },
  domainRoutes: { method: 'GET', path: '/api/system/domain-routes' },
  help: { method: 'GET', path: '/api/system/help' },
  setRegister: { method: 'GET', path: '/api/members/register-settings' },
  registrationValidation: { method: 'GET', path: '/api/members/registration-validation' },
  vendors: { method: 'GET', path: '/api/games/vendors' },
  banners: { method: 'GET', path: '/api/content/banners' },
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
} as const;

export type OperationId = keyof typeof apiRoutes;
