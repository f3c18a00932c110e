import type { Cart, DeskTenderType } from '@leisure/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import type { DeskCustomer } from '../../../lib/system-store.ts';
import { systemStore } from '../../../lib/system-store.ts';
import { Button } from '../../../ui/button.tsx';
import { TermsField, TextField } from '../../../ui/form/index.ts';
import { PaymentAlert } from '../../checkout/components/payment-feedback.tsx';
import type { useDeskPayment } from '../hooks/use-desk-payment.ts';
import { penceFromPounds, poundsOf } from '../lib/money-input.ts';
import {
  deskTenders,
  leftToTake,
  type Tender,
  tenderedPence,
  tenderLabel,
  withTender,
} from '../lib/tenders.ts';
import styles from './front-of-house.module.css';
import { AffixField } from './money-field.tsx';

export const deskFormMessages = {
  amount: 'Enter an amount in pounds and pence, like 5.50',
  terms: 'Required',
  short: (left: string) => `There is still ${left} to take.`,
  over: (over: string) => `The payments add up to ${over} more than the balance: change or remove one.`,
} as const;

interface DeskPaymentFormProps {
  cart: Cart;
  customer: DeskCustomer;
  payment: ReturnType<typeof useDeskPayment>;
  money: (pence: number) => string;
  symbol: string;
  /** The way back when the basket changed under the page. */
  recovery: ReactNode;
  /** Waivers still unsigned: the way to sign them, instead of Take payment. */
  waiversDue: ReactNode;
}

/** The tenders as the form lists them, each with Remove. */
function TenderList({
  tenders,
  money,
  onRemove,
}: {
  tenders: readonly Tender[];
  money: (pence: number) => string;
  onRemove: (type: DeskTenderType) => void;
}) {
  if (tenders.length === 0) return null;
  return (
    <ul className={styles.tenders} aria-label="Payments added" data-testid="desk-tenders">
      {tenders.map((tender) => (
        <li key={tender.tenderType} className={styles.tender}>
          <span>
            {tenderLabel(tender.tenderType)}
            {tender.reference ? ` (${tender.reference})` : ''}
          </span>
          <span className={styles.tenderAmount}>{money(tender.amount)}</span>
          <Button variant="text" size="small" onClick={() => onRemove(tender.tenderType)}>
            Remove <span className="visually-hidden">{tenderLabel(tender.tenderType)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The tenders being added, the one being entered and what is left to take. */
function useTenderEntry(balance: number) {
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [tenderType, setTenderType] = useState<DeskTenderType>('cash');
  const [reference, setReference] = useState('');
  const left = leftToTake(balance, tenders);
  const [amountText, setAmountText] = useState(poundsOf(left));
  const [amountError, setAmountError] = useState<string | undefined>();
  const referenceLabel = deskTenders.find((tender) => tender.type === tenderType)?.referenceLabel;

  // What is left to take is the amount offered next (after a tender, a discount, a new basket).
  useEffect(() => {
    setAmountText(poundsOf(left));
  }, [left]);

  /** The tender being entered, or null (and the amount's error shown) when its amount is not money. */
  function entry(): Tender | null {
    const amount = penceFromPounds(amountText);
    if (amount === null) {
      setAmountError(deskFormMessages.amount);
      return null;
    }
    setAmountError(undefined);
    return { tenderType, amount, reference: referenceLabel ? reference.trim() || undefined : undefined };
  }

  function addTender() {
    const next = entry();
    if (!next) return;
    setTenders((current) => withTender(current, next));
    setReference('');
  }

  const removeTender = (type: DeskTenderType) =>
    setTenders((current) => withTender(current, { tenderType: type, amount: 0 }));

  return {
    tenders,
    tenderType,
    setTenderType,
    reference,
    setReference,
    referenceLabel,
    amountText,
    setAmountText,
    amountError,
    setAmountError,
    left,
    entry,
    addTender,
    removeTender,
  };
}

type TenderEntry = ReturnType<typeof useTenderEntry>;

/** The payment saved offline, to be sent when the desk is back online. */
function QueuedPayment({ message }: { message: string }) {
  return (
    <section className={styles.queued} role="status" data-testid="desk-payment-queued">
      <h3>Payment saved offline</h3>
      <p>{message}</p>
      <Button variant="secondary" onClick={() => systemStore.openCustomerPicker()}>
        Serve the next customer
      </Button>
    </section>
  );
}

/** The kind of tender, its amount and reference, the tenders added and what is left to take. */
function TenderFields({
  entry,
  money,
  symbol,
}: {
  entry: TenderEntry;
  money: (pence: number) => string;
  symbol: string;
}) {
  const { tenderType, referenceLabel, left } = entry;
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>Paid by</legend>
        {deskTenders.map((tender) => (
          <div key={tender.type} className={styles.choice}>
            <input
              id={`desk-tender-${tender.type}`}
              type="radio"
              name="tender_type"
              value={tender.type}
              checked={tenderType === tender.type}
              onChange={() => entry.setTenderType(tender.type)}
            />
            <label htmlFor={`desk-tender-${tender.type}`}>{tender.label}</label>
          </div>
        ))}
      </fieldset>
      <div className={styles.amountRow}>
        <AffixField
          id="desk-tender-amount"
          name="amount"
          label="Amount"
          affix={symbol}
          inputMode="decimal"
          autoComplete="off"
          value={entry.amountText}
          error={entry.amountError}
          onChange={(event) => entry.setAmountText(event.target.value)}
          data-testid="currency-input"
        />
        {referenceLabel ? (
          <TextField
            id="desk-tender-reference"
            name="reference"
            label={referenceLabel}
            optional
            autoComplete="off"
            maxLength={60}
            value={entry.reference}
            onChange={(event) => entry.setReference(event.target.value)}
          />
        ) : null}
      </div>
      <Button variant="secondary" onClick={entry.addTender}>
        Add {tenderLabel(tenderType).toLowerCase()} payment
      </Button>
      <TenderList tenders={entry.tenders} money={money} onRemove={entry.removeTender} />
      <p className={left < 0 ? `${styles.left} ${styles.over}` : styles.left} data-testid="desk-left-to-take">
        <span>{left < 0 ? 'Over the balance by' : 'Left to take'}</span>
        <span>{money(Math.abs(left))}</span>
      </p>
    </>
  );
}

/**
 * The desk's payment: a tender (Cash, Cheque, Voucher) with an amount (`currency-input`, the
 * balance left by default) and an optional reference; several may be added until the balance is
 * covered (one per kind: adding a kind again replaces it, 0 removes it). "Take payment" takes
 * what is added, or when nothing is, the tender being entered.
 */
export function DeskPaymentForm(props: DeskPaymentFormProps) {
  const { cart, customer, payment, money, symbol, recovery, waiversDue } = props;
  const balance = cart.totals.balance;
  const entry = useTenderEntry(balance);
  const [termsError, setTermsError] = useState<string | undefined>();
  const { client } = useAppContext();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = event.currentTarget.elements.namedItem('terms');
    const isAccepted = terms instanceof HTMLInputElement && terms.checked;
    setTermsError(isAccepted ? undefined : deskFormMessages.terms);
    let taken: Tender[] = entry.tenders;
    if (taken.length === 0 && balance > 0) {
      const next = entry.entry();
      if (!next) return;
      taken = withTender([], next);
    }
    const stillLeft = balance - tenderedPence(taken);
    if (stillLeft !== 0) {
      entry.setAmountError(
        stillLeft > 0 ? deskFormMessages.short(money(stillLeft)) : deskFormMessages.over(money(-stillLeft)),
      );
      return;
    }
    if (!isAccepted) return;
    await payment.take(cart, customer, taken);
  }

  if (payment.state.status === 'queued') return <QueuedPayment message={payment.state.message} />;
  const isPaying = payment.state.status === 'paying';
  const failure = payment.state.status === 'failed' ? payment.state.message : null;
  return (
    <form
      noValidate
      aria-labelledby="desk-payment-heading"
      onSubmit={handleSubmit}
      data-testid="desk-payment-form"
    >
      <h2 id="desk-payment-heading" className={styles.panelHeading}>
        Take payment
      </h2>
      <PaymentAlert message={failure}>{recovery}</PaymentAlert>
      {balance > 0 ? (
        <TenderFields entry={entry} money={money} symbol={symbol} />
      ) : (
        <p className={styles.left}>
          <span>Nothing left to pay</span>
          <span>{money(0)}</span>
        </p>
      )}
      <TermsField
        id="desk-terms"
        termsUrl={client.termsUrl}
        label={`${customer.name} accepts the terms and conditions`}
        error={termsError}
      />
      {waiversDue ?? (
        <Button type="submit" size="large" fullWidth disabled={isPaying} data-testid="take-payment-button">
          {isPaying ? 'Taking payment…' : `Take payment of ${money(balance)}`}
        </Button>
      )}
      <p role="status" className="visually-hidden">
        {isPaying ? 'Taking payment…' : ''}
      </p>
    </form>
  );
}
