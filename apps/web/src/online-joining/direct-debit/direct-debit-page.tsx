import { DirectDebitBankDetails, type DirectDebitInstruction } from '@leisure/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCrossAppLink } from '../../features/account/hooks/use-cross-app-link.ts';
import { formatDay } from '../../features/account/lib/format.ts';
import { isApiError } from '../../lib/api.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { CheckboxField, TextField } from '../../ui/form/index.ts';
import { Page } from '../../ui/page/page.tsx';
import { NotFound } from '../../ui/screens/index.ts';
import styles from './direct-debit.module.css';
import { confirmDirectDebit, startDirectDebit } from './direct-debit-api.ts';
import { DirectDebitGuarantee } from './direct-debit-guarantee.tsx';

const title = 'Pay later months by Direct Debit';
type Errors = Partial<Record<'accountHolderName' | 'sortCode' | 'accountNumber' | 'soleSignatory', string>>;

/** The form's details checked with the contract's rules: the data, or a message per field. */
function checked(form: HTMLFormElement) {
  const values = new FormData(form);
  const parsed = DirectDebitBankDetails.safeParse({
    accountHolderName: values.get('accountHolderName'),
    sortCode: values.get('sortCode'),
    accountNumber: values.get('accountNumber'),
    soleSignatory: values.get('soleSignatory') === 'on',
  });
  if (parsed.success) return { data: parsed.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Errors] ??= issue.message;
  return { data: null, errors };
}

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'We could not set up your Direct Debit. Please try again.';

/** The instruction in place: its details, as Bacs asks them shown, and the Guarantee. */
function Confirmed({ instruction }: { instruction: DirectDebitInstruction }) {
  const myAccount = useCrossAppLink('my-account', '/memberships');
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <>
      <div ref={outcome} tabIndex={-1} data-testid="dd-confirmed">
        <p>Your Direct Debit is set up. We've emailed these details to {instruction.email}.</p>
      </div>
      <dl className={styles.details} data-testid="dd-details">
        <dt>Paid to</dt>
        <dd>{instruction.serviceUserName}</dd>
        <dt>Account holder</dt>
        <dd>{instruction.accountHolderName}</dd>
        {instruction.sortCode ? (
          <>
            <dt>Sort code</dt>
            <dd>{instruction.sortCode}</dd>
          </>
        ) : null}
        <dt>Account number ending</dt>
        <dd>{instruction.accountNumberEnding}</dd>
        <dt>Reference</dt>
        <dd data-testid="dd-reference">{instruction.reference}</dd>
        <dt>Amount</dt>
        <dd>{instruction.amount.formatted} each month</dd>
        {instruction.firstCollectionOn ? (
          <>
            <dt>First collection</dt>
            <dd>On or just after {formatDay(instruction.firstCollectionOn)}</dd>
          </>
        ) : null}
      </dl>
      <DirectDebitGuarantee serviceUserName={instruction.serviceUserName} />
      <a href={myAccount} className={buttonClassName()}>
        See it in My account
      </a>
    </>
  );
}

/** Our own page for the bank details (the sandbox): they go to the provider, never kept by us. */
function BankDetailsForm({
  onDone,
  membershipId,
}: {
  membershipId: number;
  onDone: (value: DirectDebitInstruction) => void;
}) {
  const { client } = useAppContext();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once submitted, the messages follow the input.
  const submitted = useRef(false);
  const revalidate = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) setErrors(checked(event.currentTarget).errors);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { data, errors: found } = checked(event.currentTarget);
    setErrors(found);
    if (!data) {
      const first = Object.keys(found)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone(await confirmDirectDebit(membershipId, { bankDetails: data }));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onChange={revalidate}
      noValidate
      aria-labelledby="dd-form-heading"
    >
      <h2 id="dd-form-heading">Your bank details</h2>
      <p>
        {client.name} will collect each later month from this account by Direct Debit. We keep only the last 2
        digits of your account number.
      </p>
      <TextField
        id="accountHolderName"
        name="accountHolderName"
        label="Account holder name"
        autoComplete="name"
        error={errors.accountHolderName}
      />
      <TextField
        id="sortCode"
        name="sortCode"
        label="Sort code"
        hint="6 digits, like 20-00-00"
        inputMode="numeric"
        error={errors.sortCode}
      />
      <TextField
        id="accountNumber"
        name="accountNumber"
        label="Account number"
        hint="8 digits"
        inputMode="numeric"
        error={errors.accountNumber}
      />
      <CheckboxField
        id="soleSignatory"
        name="soleSignatory"
        label="I am the account holder and can authorise Direct Debits on this account on my own"
        error={errors.soleSignatory}
      />
      <DirectDebitGuarantee serviceUserName={client.name} />
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        Set up Direct Debit
      </Button>
    </form>
  );
}

/** /membership/{id}/direct-debit: how the membership's later months are paid (issue 25). */
export function DirectDebitPage() {
  const membershipId = Number(useParams().membershipId);
  const setupId = useSearchParams()[0].get('setup');
  const [instruction, setInstruction] = useState<DirectDebitInstruction | null>(null);
  const [form, setForm] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    // Back from the provider's page: the mandate it made is put in place.
    if (!setupId || setupId === 'sandbox' || !Number.isInteger(membershipId)) return;
    confirmDirectDebit(membershipId, { setupId }).then(setInstruction, (error) =>
      setFailure(messageOf(error)),
    );
  }, [membershipId, setupId]);
  if (!Number.isInteger(membershipId) || membershipId <= 0) return <NotFound />;
  const begin = async () => {
    setFailure(null);
    try {
      const start = await startDirectDebit(membershipId);
      if (start.url) window.location.assign(start.url);
      else setForm(true);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <Page title={title}>
      {instruction ? (
        <Confirmed instruction={instruction} />
      ) : form ? (
        <BankDetailsForm membershipId={membershipId} onDone={setInstruction} />
      ) : (
        <>
          <p>
            Your first month is paid. Set up a Direct Debit and we will collect each later month from your
            bank account.
          </p>
          {failure ? (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          ) : null}
          <Button type="button" onClick={begin} data-testid="dd-start">
            Set up a Direct Debit
          </Button>
        </>
      )}
    </Page>
  );
}
