import type { Order } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  attendees,
  bookings,
  cartItems,
  customerMemberships,
  orderPayments,
  orders,
  users,
  venues,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { accountEmail } from '../auth/account-email.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { courseSessionsJson, sessionTimesOf } from '../courses/courses.repository.ts';
import { membershipsWithPlans } from '../memberships/memberships.repository.ts';
import { zonedTime } from '../timetable/calendar.ts';

type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** A course booking's attendee, 'First Last'; null for anything else. */
const attendeeNameOf = sql<
  string | null
>`case when ${attendees.id} is null then null else ${attendees.firstName} || ' ' || ${attendees.lastName} end`;

const tenderLabels = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'offline-voucher': 'Voucher',
  credit: 'Credit',
} as const;

/** One of the customer's orders with its bookings, memberships and payments; another customer's is a 404. */
export async function orderOf(
  db: Database,
  client: ClientRow,
  /** The customer whose order it must be; null for staff, who see any of the client's. */
  userId: number | null,
  orderId: number,
): Promise<Order> {
  const [order] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, and(eq(users.clientId, orders.clientId), eq(users.id, orders.userId)))
    .where(
      and(
        eq(orders.clientId, client.id),
        eq(orders.id, orderId),
        userId === null ? undefined : eq(orders.userId, userId),
      ),
    )
    .limit(1);
  if (!order) throw notFound();
  const booked = await bookingsOfOrder(db, client.id, orderId);
  const joined = await membershipsOfOrder(db, client.id, orderId);
  const paid = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.clientId, client.id), eq(orderPayments.orderId, orderId)))
    .orderBy(asc(orderPayments.id));
  const symbol = client.currencySymbol;
  return {
    id: order.order.id,
    reference: order.order.reference,
    createdAt: order.order.createdAt.toISOString(),
    status: order.order.status,
    subTotal: priceOf(order.order.subtotalPence, symbol),
    discount: priceOf(order.order.discountPence, symbol),
    total: priceOf(order.order.totalPence, symbol),
    email: accountEmail({ id: order.order.userId, email: order.email }),
    bookings: booked.map((row) => describeOrderBooking(row, client)),
    memberships: joined.map(({ membership, plan, homeVenueName }) => ({
      id: membership.id,
      reference: membership.reference,
      planName: plan.name,
      homeVenueName,
      startsOn: membership.startsOn,
      nextPaymentOn: membership.nextPaymentOn,
      monthlyPrice: priceOf(plan.pricePence, symbol),
      joiningFee: priceOf(plan.joiningFeePence, symbol),
      termMonths: plan.termMonths,
      status: membership.status,
    })),
    payments: paid.map((payment) => describeOrderPayment(payment, symbol)),
  };
}

/** The bookings an order made, each with its venue, attendee and (for a course) its sessions. */
async function bookingsOfOrder(db: Database, clientId: number, orderId: number) {
  return db
    .select({
      booking: bookings,
      venueName: venues.name,
      attendeeName: attendeeNameOf,
      sessions: courseSessionsJson(bookings.clientId, bookings.courseId),
    })
    .from(bookings)
    .innerJoin(venues, and(eq(venues.clientId, bookings.clientId), eq(venues.id, bookings.venueId)))
    .leftJoin(
      cartItems,
      and(eq(cartItems.clientId, bookings.clientId), eq(cartItems.id, bookings.cartItemId)),
    )
    .leftJoin(
      attendees,
      and(eq(attendees.clientId, cartItems.clientId), eq(attendees.id, cartItems.attendeeId)),
    )
    .where(and(eq(bookings.clientId, clientId), eq(bookings.orderId, orderId)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** One booking of an order as the confirmation shows it, in the client's time zone and currency. */
function describeOrderBooking(
  { booking, venueName, attendeeName, sessions }: Awaited<ReturnType<typeof bookingsOfOrder>>[number],
  client: ClientRow,
): Order['bookings'][number] {
  const zone = client.timezone;
  return {
    id: booking.id,
    uid: booking.uid,
    type: booking.type,
    name: booking.name,
    venueName,
    startsAt: zonedTime(booking.startsAt, zone),
    endsAt: zonedTime(booking.endsAt, zone),
    quantity: booking.quantity,
    total: priceOf(booking.pricePence * booking.quantity, client.currencySymbol),
    status: booking.status,
    attendeeName,
    sessions: sessionTimesOf(sessions).map((session) => ({
      id: session.id,
      startsAt: zonedTime(session.startsAt, zone),
      endsAt: zonedTime(session.endsAt, zone),
    })),
  };
}

/** The memberships an order bought (online joining), with their plans and home centres. */
async function membershipsOfOrder(db: Database, clientId: number, orderId: number) {
  return membershipsWithPlans(db)
    .where(and(eq(customerMemberships.clientId, clientId), eq(customerMemberships.orderId, orderId)))
    .orderBy(asc(customerMemberships.id));
}

/** How a receipt shows one payment of an order: 'General credit', the card's reference, 'Cash'. */
export function describeOrderPayment(
  payment: Pick<OrderPaymentRow, 'tenderType' | 'creditKind' | 'amountPence' | 'reference'>,
  symbol: string,
): Order['payments'][number] {
  return {
    tenderType: payment.tenderType,
    creditKind: payment.creditKind,
    amount: priceOf(payment.amountPence, symbol),
    description:
      payment.tenderType === 'credit' && payment.creditKind
        ? `${payment.creditKind === 'membership' ? 'Membership' : 'General'} credit`
        : (payment.reference ?? tenderLabels[payment.tenderType]),
  };
}
