import type { DependantRequest, Household } from '@leisure/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import listStyles from '../features/account/components/account.module.css';
import { QueryView } from '../features/account/components/account-states.tsx';
import {
  addDependant,
  DependantForm,
  HouseholdList,
  householdKey,
  householdQuery,
} from '../features/household/index.ts';
import { toast } from '../ui/toast/index.ts';
import styles from './account-pages.module.css';

function HouseholdSections({ data }: { data: Household }) {
  const queryClient = useQueryClient();

  async function add(body: DependantRequest) {
    queryClient.setQueryData(householdKey(), await addDependant(body));
    toast.success(`${body.first_name} is added to your household.`);
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="household-members-heading">
        <h2 id="household-members-heading" className={styles.heading}>
          Your dependants
        </h2>
        {data.members.length === 0 ? (
          <p className={listStyles.meta}>
            No dependants yet. Add your children here to book classes and courses for them.
          </p>
        ) : (
          <HouseholdList members={data.members} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="household-add-heading">
        <h2 id="household-add-heading" className={styles.heading}>
          Add a dependant
        </h2>
        <p className={listStyles.meta}>
          A dependant is a child under 18 you book and pay for. They do not need an account of their own.
        </p>
        <DependantForm submitLabel="Add dependant" pendingLabel="Adding…" onSubmit={add} />
      </section>
    </>
  );
}

/** /household: the customer's dependants, adding one, changing or removing them. */
export function HouseholdPage() {
  const query = useQuery(householdQuery());
  return (
    <QueryView query={query} loadingLabel="Loading your household">
      {(data) => <HouseholdSections data={data} />}
    </QueryView>
  );
}
