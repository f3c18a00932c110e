import type { DeskTenderType } from '@leisure/contracts';

/** A payment taken at the desk for the basket: the tender, pence, and a cheque number or voucher code. */
export interface Tender {
  tenderType: DeskTenderType;
  amount: number;
  reference?: string | undefined;
}

/** The tenders the desk offers, in the order shown. */
export const deskTenders: readonly { type: DeskTenderType; label: string; referenceLabel: string | null }[] =
  [
    { type: 'cash', label: 'Cash', referenceLabel: null },
    { type: 'cheque', label: 'Cheque', referenceLabel: 'Cheque number' },
    { type: 'offline-voucher', label: 'Voucher', referenceLabel: 'Voucher code' },
  ];

export const tenderLabel = (type: DeskTenderType) =>
  deskTenders.find((tender) => tender.type === type)?.label ?? type;

/**
 * The tenders once `entry` is added (docs/product.md, 'The basket'): it replaces the
 * tender of the same kind, and an amount of 0 or less removes that kind.
 */
export function withTender(tenders: readonly Tender[], entry: Tender): Tender[] {
  const others = tenders.filter((tender) => tender.tenderType !== entry.tenderType);
  return entry.amount > 0 ? [...others, entry] : others;
}

export const tenderedPence = (tenders: readonly Tender[]) =>
  tenders.reduce((sum, tender) => sum + tender.amount, 0);

/** What is still to take: the balance less the tenders (negative when they add up to more). */
export const leftToTake = (balance: number, tenders: readonly Tender[]) => balance - tenderedPence(tenders);
