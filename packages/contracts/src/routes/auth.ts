import {
  AuthMessage,
  AuthUser,
  ForgottenPasswordRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RegisterQuery,
  RegisterRequest,
  ResetPasswordRequest,
  SessionExchangeRequest,
  SessionExchangeResponse,
} from '../auth.ts';
import { LinkCode, LinkCodePreview } from '../link-code.ts';
import { authPaths } from './auth.paths.ts';
import { defineRoutes } from './route.ts';

/** Logging in and out, signing up, passwords, and the single-use codes of login links. */
export const authRoutes = defineRoutes(authPaths, {
  login: { body: LoginRequest, data: LoginResponse },
  register: { query: RegisterQuery, body: RegisterRequest, data: LoginResponse },
  logout: { data: LogoutResponse },
  user: { data: AuthUser },
  forgottenPassword: { body: ForgottenPasswordRequest, data: AuthMessage },
  resetPassword: { body: ResetPasswordRequest, data: AuthMessage },
  linkCode: { data: LinkCode },
  session: { body: SessionExchangeRequest, data: SessionExchangeResponse },
  sessionPreview: { body: SessionExchangeRequest, data: LinkCodePreview },
});
