import { Cart } from '../cart.ts';
import {
  DirectDebitConfirmRequest,
  DirectDebitInstruction,
  DirectDebitParams,
  DirectDebitStart,
} from '../direct-debit.ts';
import { CentreParams, JoinRequest, OnlineJoiningCentre, PlanRefusals } from '../online-joining.ts';
import { joiningPaths } from './joining.paths.ts';
import { defineRoutes } from './route.ts';

/** Online joining: the plans a centre sells online, and joining one. */
export const joiningRoutes = defineRoutes(joiningPaths, {
  centre: { params: CentreParams, data: OnlineJoiningCentre },
  join: { body: JoinRequest, data: Cart },
  refusals: { data: PlanRefusals },
  startDirectDebit: { params: DirectDebitParams, data: DirectDebitStart },
  confirmDirectDebit: {
    params: DirectDebitParams,
    body: DirectDebitConfirmRequest,
    data: DirectDebitInstruction,
  },
});
