import type { Price, ViewerPrice } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import styles from './listing-price.module.css';

/** What pays, in words, when it is not money: a benefit's free session or a package's. */
export function paidWithText(viewerPrice: ViewerPrice): string | null {
  if (viewerPrice.paidWith === 'benefit') return 'Free with your membership';
  if (viewerPrice.paidWith === 'package') return `Uses your ${viewerPrice.heldThrough}`;
  return null;
}

/**
 * An item's price for the viewer. A visitor (and anyone who pays it) sees the standard price; a
 * member sees it struck through beside theirs, or "Free with your membership" where a benefit
 * pays. A strike-through is not read out, so each price says which it is to screen readers.
 */
export function ListingPrice({
  price,
  viewerPrice,
  symbol,
  className,
}: {
  price: Price;
  viewerPrice?: ViewerPrice | null;
  /** The currency symbol to show (the desk's); without one, the prices as the server formatted them. */
  symbol?: string;
  className?: string;
}) {
  const money = (amount: Price) =>
    symbol === undefined ? amount.formatted : formatMoney(amount.amountPence, symbol);
  const standard = money(price);
  if (!viewerPrice) return <span className={className}>{standard}</span>;
  const words = paidWithText(viewerPrice);
  return (
    <span className={`${styles.prices} ${className ?? ''}`} data-testid="member-price">
      <s className={styles.standard}>
        <span className="visually-hidden">Standard price </span>
        {standard}
      </s>{' '}
      <span className={styles.yours}>
        {words ?? (
          <>
            <span className="visually-hidden">Your price </span>
            {money(viewerPrice.price)}
          </>
        )}
      </span>
    </span>
  );
}
