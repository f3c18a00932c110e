import { ageOn, type DependantRequest, type HouseholdMember } from '@leisure/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { todayIso } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/index.ts';
import { formatDay } from '../../account/lib/format.ts';
import { failureMessage } from '../../account/lib/messages.ts';
import { householdKey, removeDependant, updateDependant } from '../api/household.ts';
import { DependantForm } from './dependant-form.tsx';
import styles from './household.module.css';

function MemberFacts({ member }: { member: HouseholdMember }) {
  return (
    <dl className={styles.facts}>
      <dt>Born</dt>
      <dd>
        {formatDay(member.dateOfBirth)} (age {ageOn(member.dateOfBirth, todayIso())})
      </dd>
      {member.medicalNotes ? (
        <>
          <dt>Medical notes</dt>
          <dd>{member.medicalNotes}</dd>
        </>
      ) : null}
      {member.emergencyContact ? (
        <>
          <dt>Emergency contact</dt>
          <dd>{member.emergencyContact}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** One dependant: their details, and buttons to change them or remove them from the household. */
function MemberCard({ member }: { member: HouseholdMember }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  const refresh = (data: unknown) => queryClient.setQueryData(householdKey(), data);
  const remove = useMutation({ mutationFn: () => removeDependant(member.id), onSuccess: refresh });

  async function save(body: DependantRequest) {
    refresh(await updateDependant(member.id, body));
    setEditing(false);
    toast.success(`${member.firstName}'s details are saved.`);
  }

  async function handleRemove() {
    try {
      await remove.mutateAsync();
      toast.success(`${name} is no longer in your household.`);
    } catch (error) {
      toast.danger(failureMessage(error));
    }
  }

  return (
    <li className={styles.member} data-testid="household-member">
      <h3 className={styles.name}>{name}</h3>
      {editing ? (
        <DependantForm
          member={member}
          submitLabel="Save changes"
          pendingLabel="Saving…"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <MemberFacts member={member} />
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Button>
            <Button
              type="button"
              variant="text"
              onClick={handleRemove}
              aria-disabled={remove.isPending || undefined}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export function HouseholdList({ members }: { members: HouseholdMember[] }) {
  return (
    <ul className={styles.list} aria-label="Your dependants">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </ul>
  );
}
