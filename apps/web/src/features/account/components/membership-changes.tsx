import type { AccountMembership, MembershipChangeQuote } from '@leisure/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/form/index.ts';
import type { MembershipChangeRequest } from '../api/membership-changes.ts';
import { useMembershipChange } from '../hooks/use-membership-change.ts';
import { formatDay } from '../lib/format.ts';
import styles from './account.module.css';
import { ChangeDialog } from './membership-change-dialog.tsx';
import changeStyles from './membership-changes.module.css';

type Kind = MembershipChangeRequest['kind'];

/** Where the membership stands with its changes: cancelling, frozen, a plan change booked. */
export function MembershipChangeState({ membership }: { membership: AccountMembership }) {
  const lines: string[] = [];
  const inForce = membership.status === 'active' || membership.status === 'frozen';
  if (inForce && membership.endsOn)
    lines.push(`Cancelling: your last day is ${formatDay(membership.endsOn)}`);
  if (membership.freeze) {
    lines.push(
      membership.status === 'frozen'
        ? `Frozen until ${formatDay(membership.freeze.lastDay)}`
        : `Frozen from ${formatDay(membership.freeze.startsOn)} until ${formatDay(membership.freeze.lastDay)}`,
    );
  }
  if (membership.pendingPlan) {
    const { name, from, monthlyPrice } = membership.pendingPlan;
    lines.push(`Changing to ${name} on ${formatDay(from)} (${monthlyPrice.formatted} a month)`);
  }
  return lines.map((line) => (
    <p key={line} className={changeStyles.state} data-testid="membership-change-state">
      {line}
    </p>
  ));
}

function FreezeChoice({
  quote,
  months,
  onMonths,
}: {
  quote: MembershipChangeQuote;
  months: number;
  onMonths: (months: number) => void;
}) {
  const id = useId();
  const option =
    quote.freeze.options.find((candidate) => candidate.months === months) ?? quote.freeze.options[0];
  if (!option) return null;
  const fee = quote.freeze.monthlyFee.amountPence > 0;
  return (
    <>
      <SelectField
        id={id}
        label="How many months"
        value={option.months}
        onChange={(event) => onMonths(Number(event.target.value))}
      >
        {quote.freeze.options.map((candidate) => (
          <option key={candidate.months} value={candidate.months}>
            {candidate.months} {candidate.months === 1 ? 'month' : 'months'}
          </option>
        ))}
      </SelectField>
      <p className={changeStyles.quote} data-testid="membership-change-quote">
        Frozen from {formatDay(option.startsOn)} until {formatDay(option.lastDay)}.{' '}
        {fee
          ? `You pay ${option.totalFee.formatted} in all (${quote.freeze.monthlyFee.formatted} a month) instead of your monthly price.`
          : 'You pay nothing while it is frozen.'}{' '}
        Member prices and free sessions pause meanwhile; payments start again on {formatDay(option.resumesOn)}
        .
      </p>
    </>
  );
}

/** The plan chosen in the dialog: the first on offer until another is. */
const chosenPlan = (quote: MembershipChangeQuote, planId: number | null) =>
  quote.changePlan.options.find((option) => option.planId === planId) ?? quote.changePlan.options[0];

function PlanChoice({
  quote,
  planId,
  onPlan,
}: {
  quote: MembershipChangeQuote;
  planId: number | null;
  onPlan: (planId: number) => void;
}) {
  const name = useId();
  const chosen = chosenPlan(quote, planId);
  return (
    <>
      <fieldset className={changeStyles.plans}>
        <legend>Choose your new plan</legend>
        {quote.changePlan.options.map((option) => (
          <label key={option.planId} className={changeStyles.plan}>
            <input
              type="radio"
              name={name}
              value={option.planId}
              checked={option.planId === chosen?.planId}
              onChange={() => onPlan(option.planId)}
            />
            {option.name}: {option.monthlyPrice.formatted} a month
          </label>
        ))}
      </fieldset>
      {chosen ? (
        <p className={changeStyles.quote} data-testid="membership-change-quote">
          {chosen.summary}
        </p>
      ) : null}
    </>
  );
}

/** Cancel, Freeze and Change plan of a membership in force, each a dialog with today's quote. */
export function MembershipChanges({ membership }: { membership: AccountMembership }) {
  const [open, setOpen] = useState<Kind | null>(null);
  const [months, setMonths] = useState(1);
  const [planId, setPlanId] = useState<number | null>(null);
  const change = useMembershipChange(membership.id);
  if (membership.status !== 'active' && membership.status !== 'frozen') return null;
  const close = () => {
    setOpen(null);
    setPlanId(null);
    setMonths(1);
  };
  const send = (request: MembershipChangeRequest) =>
    change.mutateAsync(request).then(close, () => {
      // The failure toast is shown; the dialog stays for another try or Close.
    });
  const common = { membershipId: membership.id, isPending: change.isPending, onClose: close };
  const plan = <span className="visually-hidden"> {membership.planName}</span>;
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => setOpen('changePlan')}>
          Change plan{plan}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setOpen('freeze')}>
          Freeze{plan}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setOpen('cancel')}>
          Cancel membership{plan}
        </Button>
      </div>
      {open === 'cancel' ? (
        <ChangeDialog
          {...common}
          heading={`Cancel ${membership.planName}?`}
          confirmLabel="Yes, cancel membership"
          pendingLabel="Cancelling…"
          keepLabel="Keep membership"
          blockedOf={(quote) => quote.cancel.blocked}
          onConfirm={() => send({ kind: 'cancel' })}
        >
          {(quote) => (
            <p className={changeStyles.quote} data-testid="membership-change-quote">
              {quote.cancel.summary}
            </p>
          )}
        </ChangeDialog>
      ) : null}
      {open === 'freeze' ? (
        <ChangeDialog
          {...common}
          heading={`Freeze ${membership.planName}`}
          confirmLabel="Freeze membership"
          pendingLabel="Freezing…"
          keepLabel="Don't freeze"
          blockedOf={(quote) => quote.freeze.blocked}
          onConfirm={() => send({ kind: 'freeze', months })}
        >
          {(quote) => <FreezeChoice quote={quote} months={months} onMonths={setMonths} />}
        </ChangeDialog>
      ) : null}
      {open === 'changePlan' ? (
        <ChangeDialog
          {...common}
          heading={`Change ${membership.planName}`}
          confirmLabel="Change plan"
          pendingLabel="Changing…"
          keepLabel="Keep my plan"
          blockedOf={(quote) => quote.changePlan.blocked}
          onConfirm={(quote) => {
            const chosen = chosenPlan(quote, planId);
            if (chosen) send({ kind: 'changePlan', planId: chosen.planId });
          }}
        >
          {(quote) => <PlanChoice quote={quote} planId={planId} onPlan={setPlanId} />}
        </ChangeDialog>
      ) : null}
    </>
  );
}
