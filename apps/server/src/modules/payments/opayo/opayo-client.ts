import type { Env } from '../../../config/env.ts';
import { ProviderError } from '../provider.ts';

/** Opayo Pi REST API v1 access: Basic auth with the integration key and password. */
export interface OpayoCredentials {
  apiUrl: string;
  vendorName: string;
  integrationKey: string;
  integrationPassword: string;
}

const LIVE_HOSTS = new Set(['pi-live.sagepay.com', 'live.opayo.eu.elavon.com']);
const TIMEOUT_MS = 30_000;

/** The credentials, or a ProviderError naming what is missing (at use, not at start). */
export function opayoCredentialsOf(config: Env, failure: string): OpayoCredentials {
  const { OPAYO_VENDOR_NAME, OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD } = config;
  if (!OPAYO_VENDOR_NAME || !OPAYO_INTEGRATION_KEY || !OPAYO_INTEGRATION_PASSWORD) {
    throw new ProviderError(
      `${failure}: set OPAYO_VENDOR_NAME, OPAYO_INTEGRATION_KEY and OPAYO_INTEGRATION_PASSWORD`,
      'opayo',
    );
  }
  return {
    apiUrl: config.OPAYO_API_URL.replace(/\/+$/, ''),
    vendorName: OPAYO_VENDOR_NAME,
    integrationKey: OPAYO_INTEGRATION_KEY,
    integrationPassword: OPAYO_INTEGRATION_PASSWORD,
  };
}

export const isLiveOpayo = (apiUrl: string) => LIVE_HOSTS.has(new URL(apiUrl).hostname);

export interface OpayoResponse {
  statusCode: number;
  body: unknown;
}

/** One call to Opayo. Network failures and unreadable answers become ProviderErrors. */
export async function callOpayo(
  http: typeof fetch,
  credentials: OpayoCredentials,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<OpayoResponse> {
  const basic = Buffer.from(`${credentials.integrationKey}:${credentials.integrationPassword}`).toString(
    'base64',
  );
  let response: Response;
  try {
    response = await http(`${credentials.apiUrl}${request.path}`, {
      method: request.method,
      headers: {
        Authorization: `Basic ${basic}`,
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`Opayo could not be reached (${request.method} ${request.path})`, 'opayo', error);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ProviderError(`Opayo answered ${response.status} with a body that is not JSON`, 'opayo');
  }
  return { statusCode: response.status, body };
}

export const isSuccess = (response: OpayoResponse) => response.statusCode >= 200 && response.statusCode < 300;
