import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/keys.ts';
import {
  changeMembershipCard,
  membershipBillingQuery,
  openCardSession,
  payMembershipArrears,
} from '../api/membership-billing.ts';

export const useMembershipBilling = (membershipId: number) => useQuery(membershipBillingQuery(membershipId));

/**
 * Pays a membership's arrears with the payment method on file; afterwards the memberships (their
 * status), this billing and the dashboard's warnings are read again.
 */
export function usePayArrears(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payMembershipArrears(membershipId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.memberships() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.dashboard() }),
      ]),
  });
}

/** Opens the processor's card form for a new card (a session per opening). */
export const useCardSession = (membershipId: number) =>
  useMutation({ mutationFn: () => openCardSession(membershipId) });

/** Puts the entered card on file; the billing shown is the server's answer. */
export function useChangeCard(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entered: { sessionKey: string; cardIdentifier: string }) =>
      changeMembershipCard(membershipId, entered),
    onSuccess: (billing) => queryClient.setQueryData(accountKeys.membershipBilling(membershipId), billing),
  });
}
