import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { accountCustomerOf, accountErrors, whoseAccount } from '../my-account/account-customer.ts';
import { addDependant, householdOf, removeDependant, updateDependant } from './household.service.ts';

const tags = ['Household'];
const notYours =
  "Another customer's dependant, or anyone else, is 404 `not_found` 'This person is not in your household.'";
const checks =
  'Names are required (60 characters at most); the date of birth may not be in the future and the dependant must be under 18 (422 `validation_failed` on `date_of_birth`). Empty notes are stored as none. A refusal changes nothing.';

/** A customer's household: `/api/my-account/household*` (decision 40). */
export async function householdRoutes(app: FastifyInstance) {
  dataRoute(app, routes.household.household, {
    summary: "The customer's household: their dependants, youngest first",
    description: `${whoseAccount} A dependant's \`id\` is what \`purchased_for_user_id\` names to book a place for them.`,
    tags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => householdOf(app.db, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.household.addDependant, {
    summary: 'Adds a dependant (a child) to the household',
    description: `${whoseAccount} A dependant has no login: the account holder books, pays and answers for them. ${checks} At most 10 dependants (422). Answers the household.`,
    tags,
    successStatus: 201,
    errorStatuses: accountErrors,
    handler: async ({ request, body }) => addDependant(app.db, await accountCustomerOf(request), body),
  });

  dataRoute(app, routes.household.updateDependant, {
    summary: "Changes a dependant's details",
    description: `${whoseAccount} ${notYours} ${checks} Answers the household.`,
    tags,
    errorStatuses: accountErrors,
    handler: async ({ request, params, body }) =>
      updateDependant(app.db, await accountCustomerOf(request), params.dependantId, body),
  });

  dataRoute(app, routes.household.removeDependant, {
    summary: 'Removes a dependant from the household',
    description: `${whoseAccount} ${notYours} While places for them are held in the basket: 409 \`conflict\`. Their past bookings stay theirs. Answers the household.`,
    tags,
    errorStatuses: [...accountErrors, 409],
    handler: async ({ request, params }) =>
      removeDependant(app.db, await accountCustomerOf(request), params.dependantId),
  });
}
