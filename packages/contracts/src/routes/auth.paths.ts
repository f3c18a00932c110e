import { definePaths } from './route.ts';

/** Logging in and out, signing up, passwords, and the single-use codes of login links. */
export const authPaths = definePaths('auth', {
  login: { method: 'POST', path: '/api/auth/customer/login' },
  register: { method: 'POST', path: '/api/auth/customer/register' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  user: { method: 'GET', path: '/api/auth/user' },
  forgottenPassword: { method: 'POST', path: '/api/auth/customer/forgotten-password' },
  resetPassword: { method: 'POST', path: '/api/auth/customer/reset-password' },
  linkCode: { method: 'POST', path: '/api/auth/link-code' },
  session: { method: 'POST', path: '/api/auth/session' },
  sessionPreview: { method: 'POST', path: '/api/auth/session/preview' },
});
