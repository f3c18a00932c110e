import type { DirectDebitConfirmRequest } from '@leisure/contracts';
import { joiningPaths } from '@leisure/contracts/routes/paths';
import { sendApi } from '../../lib/api-call.ts';

/** `POST .../direct-debit`: the provider's page to go to, or none (the sandbox's form is ours). */
export const startDirectDebit = (membershipId: number) =>
  sendApi(joiningPaths.startDirectDebit, { params: { membershipId } });

/** `POST .../direct-debit/confirm`: the instruction in place, its details to show. */
export const confirmDirectDebit = (membershipId: number, body: DirectDebitConfirmRequest) =>
  sendApi(joiningPaths.confirmDirectDebit, { params: { membershipId }, body });
