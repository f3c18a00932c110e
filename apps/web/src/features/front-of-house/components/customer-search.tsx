import type { CustomerSummary } from '@leisure/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../../ui/form/index.ts';
import { useDebouncedValue } from '../../attendees/lib/use-debounced-value.ts';
import { customerSearchQuery } from '../api/desk-calls.ts';
import styles from './front-of-house.module.css';

/** How long typing must pause before the desk searches. */
export const customerSearchDebounceMs = 300;

const nameOf = (customer: CustomerSummary) => `${customer.firstName} ${customer.lastName}`;

function summaryOf(query: UseQueryResult<{ customers: CustomerSummary[] }>, term: string) {
  if (term.length < 2) return 'Type at least 2 letters of a name, an email or a reference.';
  if (query.isPending) return 'Searching…';
  if (query.isError) return 'Customers could not be searched. Try again, or create the customer.';
  const count = query.data.customers.length;
  if (count === 0) return `Nobody matches "${term}". Check the spelling, or create the customer.`;
  return count === 1 ? '1 customer found' : `${count} customers found`;
}

/** The search box and its results as they type (debounced): choosing one serves them. */
export function CustomerSearch({ onChoose }: { onChoose: (customer: CustomerSummary) => void }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), customerSearchDebounceMs);
  const query = useQuery(customerSearchQuery(term));
  const customers = term.length >= 2 ? (query.data?.customers ?? []) : [];
  return (
    <div>
      <TextField
        id="desk-customer-search"
        type="search"
        label="Search customers"
        hint="Name, email or reference"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-autofocus
      />
      <p className={styles.found} role="status">
        {summaryOf(query, term)}
      </p>
      {customers.length > 0 ? (
        <ul className={styles.results} aria-label="Customers found">
          {customers.map((customer) => (
            <li key={customer.id}>
              <button type="button" className={styles.result} onClick={() => onChoose(customer)}>
                <span>
                  <span className={styles.resultName}>{nameOf(customer)}</span>
                  <span className={styles.resultMeta}>
                    {customer.reference} · {customer.email}
                  </span>
                </span>
                <span className={styles.resultAction} aria-hidden="true">
                  Choose
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
