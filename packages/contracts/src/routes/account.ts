import { SelectedUserQuery } from '../attendees.ts';
import { CancelBookingParams, CancelBookingQuery, CancelBookingResponse } from '../bookings.ts';
import { Order, OrderParams, SavedCardList, SavedCardParams } from '../checkout.ts';
import {
  ChangeMembershipCardRequest,
  MembershipArrearsParams,
  MembershipArrearsPayment,
  MembershipBilling,
  MembershipCardSession,
} from '../membership-billing.ts';
import {
  AccountBookingList,
  AccountBookingsQuery,
  AccountDashboard,
  AccountDocument,
  AccountDocuments,
  AccountMembershipList,
  AccountPackageList,
  AccountPayments,
  AccountPenalties,
  CalendarFeed,
  DocumentParams,
  FeedParams,
  GuestPass,
  GuestPassList,
  IssueGuestPassRequest,
  UpdateUserDetailsRequest,
  UploadDocumentRequest,
  UserDetails,
} from '../my-account.ts';
import { accountPaths } from './account.paths.ts';
import { defineRoutes } from './route.ts';

/** The account area: what a logged-in customer owns, and cancelling a booking. */
export const accountRoutes = defineRoutes(accountPaths, {
  dashboard: { query: SelectedUserQuery, data: AccountDashboard },
  details: { query: SelectedUserQuery, data: UserDetails },
  updateDetails: { query: SelectedUserQuery, body: UpdateUserDetailsRequest, data: UserDetails },
  memberships: { query: SelectedUserQuery, data: AccountMembershipList },
  membershipBilling: { params: MembershipArrearsParams, query: SelectedUserQuery, data: MembershipBilling },
  membershipCardSession: {
    params: MembershipArrearsParams,
    query: SelectedUserQuery,
    data: MembershipCardSession,
  },
  changeMembershipCard: {
    params: MembershipArrearsParams,
    query: SelectedUserQuery,
    body: ChangeMembershipCardRequest,
    data: MembershipBilling,
  },
  payMembershipArrears: {
    params: MembershipArrearsParams,
    query: SelectedUserQuery,
    data: MembershipArrearsPayment,
  },
  packages: { query: SelectedUserQuery, data: AccountPackageList },
  bookings: { query: AccountBookingsQuery.extend(SelectedUserQuery.shape), data: AccountBookingList },
  payments: { query: SelectedUserQuery, data: AccountPayments },
  penalties: { query: SelectedUserQuery, data: AccountPenalties },
  savedCards: { query: SelectedUserQuery, data: SavedCardList },
  removeSavedCard: { params: SavedCardParams, query: SelectedUserQuery, data: SavedCardList },
  receipt: { params: OrderParams, query: SelectedUserQuery, data: Order },
  calendarFeed: { query: SelectedUserQuery, data: CalendarFeed },
  createCalendarFeed: { query: SelectedUserQuery, data: CalendarFeed },
  revokeCalendarFeed: { query: SelectedUserQuery, data: CalendarFeed },
  calendarIcs: { params: FeedParams },
  documents: { query: SelectedUserQuery, data: AccountDocuments },
  uploadDocument: { query: SelectedUserQuery, body: UploadDocumentRequest, data: AccountDocument },
  documentFile: { params: DocumentParams, query: SelectedUserQuery },
  guestPasses: { query: SelectedUserQuery, data: GuestPassList },
  issueGuestPass: { query: SelectedUserQuery, body: IssueGuestPassRequest, data: GuestPass },
  cancelBooking: { params: CancelBookingParams, query: CancelBookingQuery, data: CancelBookingResponse },
  cancelBookingNoSlash: {
    params: CancelBookingParams,
    query: CancelBookingQuery,
    data: CancelBookingResponse,
  },
});
