import { definePaths } from './route.ts';

/** The account area: what a logged-in customer owns, and cancelling a booking. */
export const accountPaths = definePaths('account', {
  dashboard: { method: 'GET', path: '/api/my-account/dashboard' },
  details: { method: 'GET', path: '/api/my-account/details' },
  updateDetails: { method: 'PUT', path: '/api/my-account/details' },
  memberships: { method: 'GET', path: '/api/my-account/memberships' },
  membershipBilling: { method: 'GET', path: '/api/my-account/memberships/:membershipId/billing' },
  membershipCardSession: { method: 'POST', path: '/api/my-account/memberships/:membershipId/card-session' },
  changeMembershipCard: { method: 'PUT', path: '/api/my-account/memberships/:membershipId/card' },
  payMembershipArrears: { method: 'POST', path: '/api/my-account/memberships/:membershipId/pay-arrears' },
  packages: { method: 'GET', path: '/api/my-account/packages' },
  bookings: { method: 'GET', path: '/api/my-account/bookings' },
  payments: { method: 'GET', path: '/api/my-account/payments' },
  penalties: { method: 'GET', path: '/api/my-account/penalties' },
  receipt: { method: 'GET', path: '/api/my-account/payments/:orderId/receipt' },
  calendarFeed: { method: 'GET', path: '/api/my-account/calendar-feed' },
  createCalendarFeed: { method: 'POST', path: '/api/my-account/calendar-feed' },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/my-account/calendar-feed' },
  calendarIcs: { method: 'GET', path: '/api/calendar/:token.ics' },
  documents: { method: 'GET', path: '/api/my-account/documents' },
  uploadDocument: { method: 'POST', path: '/api/my-account/documents' },
  documentFile: { method: 'GET', path: '/api/my-account/documents/:documentId/file' },
  guestPasses: { method: 'GET', path: '/api/my-account/guest-passes' },
  issueGuestPass: { method: 'POST', path: '/api/my-account/guest-passes' },
  cancelBooking: { method: 'DELETE', path: '/api/activities/bookings/:bookingId/' },
  cancelBookingNoSlash: { method: 'DELETE', path: '/api/activities/bookings/:bookingId' },
});
