/**
 * The contract schemas that modules of the entry chunk parse with, named through `lazySchema`:
 * this module and zod load with the first request (docs/decisions/0023-bundle-budget.md).
 */
export {
  AuthMessage,
  AuthUser,
  Cart,
  Client,
  Footer,
  GeocodeResponse,
  LinkCodePreview,
  LoginResponse,
  Theme,
  Venue,
  VenueList,
} from '@leisure/contracts';
