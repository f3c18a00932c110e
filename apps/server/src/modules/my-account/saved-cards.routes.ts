import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { accountCustomerOf, accountErrors, accountTags, whoseAccount } from './account-customer.ts';
import { removeSavedCard, savedCardList } from './saved-cards.ts';

/** The cards a customer saved at checkout: `/api/my-account/saved-cards`. */
export async function savedCardRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config };

  dataRoute(app, routes.account.savedCards, {
    summary: "The customer's saved cards, newest first",
    description: `${whoseAccount} Brand, last 4 digits and expiry only: the card itself stays with the payment provider.`,
    tags: accountTags,
    errorStatuses: accountErrors,
    handler: async ({ request }) => savedCardList(deps, await accountCustomerOf(request)),
  });

  dataRoute(app, routes.account.removeSavedCard, {
    summary: 'Removes a saved card, at the payment provider too; answers the cards left',
    description: `${whoseAccount} A card that is not the customer's (or is already removed) is 404 \`not_found\` and nothing changes. Stripe detaches the card; Opayo cannot remove a reusable card identifier, so only ours is deleted and nothing can send it again. 502 \`payment_failed\` when the provider cannot be reached: the card stays.`,
    tags: accountTags,
    errorStatuses: [...accountErrors, 502],
    handler: async ({ request, params }) =>
      removeSavedCard(deps, await accountCustomerOf(request), params.cardId),
  });
}
