/**
 * The attempt waiting for 3-D Secure, kept in this tab while the shopper is at the bank, so the
 * checkout knows which payment to finish when the bank sends them back.
 */
const storageKey = 'leisure.checkout.transaction-uuid';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const scaStorage = {
  save(transactionUuid: string): void {
    try {
      storage()?.setItem(storageKey, transactionUuid);
    } catch {
      // Storage blocked: the bank's return address still names the attempt.
    }
  },
  read(): string | null {
    try {
      return storage()?.getItem(storageKey) ?? null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(storageKey);
    } catch {
      // Nothing was kept.
    }
  },
};

export type ScaStorage = typeof scaStorage;
