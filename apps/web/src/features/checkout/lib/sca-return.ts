import { scaStorage } from './sca-storage.ts';

/** The bank's way back to the page that took the payment: ?transaction_uuid=...&cres=...&transaction_id=... */
export interface ScaReturn {
  transactionUuid: string;
  cres: string | null;
}

export const scaReturnParams = ['transaction_uuid', 'cres', 'transaction_id'] as const;

/**
 * The 3-D Secure return in the URL, or null. The attempt is the one the URL names; when the
 * bank dropped it, the one this tab kept before leaving.
 */
export function readScaReturn(search: URLSearchParams): ScaReturn | null {
  const cres = search.get('cres');
  const transactionUuid = search.get('transaction_uuid') || (cres ? scaStorage.read() : null);
  if (!transactionUuid) return null;
  return { transactionUuid, cres };
}
