import type { Order, OrderMembership } from '@leisure/contracts';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useChromeLinks } from '../app/chrome/chrome-links.tsx';
import { useCrossAppLink } from '../features/account/hooks/use-cross-app-link.ts';
import { formatDay } from '../features/account/lib/format.ts';
import { lineWhenLabel } from '../features/cart/lib/line-labels.ts';
import { ConfirmedOrder, orderIdOf } from '../features/checkout/components/confirmed-order.tsx';
import { useAppContext } from '../lib/app-context.ts';
import { buttonClassName } from '../ui/button.tsx';
import { NotFound } from '../ui/screens/index.ts';
import { SkeletonBlock } from '../ui/skeleton.tsx';
import styles from './join.module.css';
import { joiningPaths } from './paths.ts';
import { termLabel } from './plan-labels.ts';

const title = 'Membership confirmed';

/** One membership the order started: its reference, when and where it starts, what it costs. */
function MembershipDetails({ membership }: { membership: OrderMembership }) {
  return (
    <section
      className={styles.card}
      aria-labelledby={`membership-${membership.id}`}
      data-testid="confirmed-membership"
    >
      <h2 id={`membership-${membership.id}`} className={styles.sectionHeading}>
        {membership.planName} membership
      </h2>
      <dl className={`${styles.facts} ${styles.factsStacked}`}>
        <dt>Membership reference</dt>
        <dd data-testid="membership-reference">{membership.reference}</dd>
        <dt>Starts</dt>
        <dd>{formatDay(membership.startsOn)}</dd>
        <dt>Home centre</dt>
        <dd>{membership.homeVenueName ?? 'Any centre'}</dd>
        <dt>Each month</dt>
        <dd>
          {membership.monthlyPrice.formatted}
          {membership.nextPaymentOn ? `, next on ${formatDay(membership.nextPaymentOn)}` : ''}
        </dd>
        <dt>Term</dt>
        <dd>{termLabel(membership)}</dd>
      </dl>
      {membership.monthlyPrice.amountPence > 0 ? (
        <Link
          to={joiningPaths.directDebit(membership.id)}
          className={buttonClassName()}
          data-testid="set-up-direct-debit"
        >
          Set up a Direct Debit for later months
        </Link>
      ) : null}
    </section>
  );
}

/** Anything else the order booked (a basket can hold classes beside the membership). */
function OtherBookings({ order }: { order: Order }) {
  const { client } = useAppContext();
  if (order.bookings.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="confirmed-bookings-heading">
      <h2 id="confirmed-bookings-heading" className={styles.sectionHeading}>
        Also booked
      </h2>
      <ul className={styles.includes}>
        {order.bookings.map((booking) => (
          <li key={booking.id}>
            {booking.name}, {lineWhenLabel(booking, client.timeFormat)}, {booking.venueName}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payment({ order }: { order: Order }) {
  return (
    <section className={styles.card} aria-labelledby="confirmed-payment-heading">
      <h2 id="confirmed-payment-heading" className={styles.sectionHeading}>
        Paid today
      </h2>
      <dl className={styles.facts}>
        {order.discount.amountPence > 0 ? (
          <>
            <dt>Discount</dt>
            <dd>-{order.discount.formatted}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>{order.total.formatted}</strong>
        </dd>
        {order.payments.map((payment) => (
          <div
            key={`${payment.tenderType}:${payment.creditKind ?? ''}:${payment.description}`}
            className={styles.factRow}
          >
            <dt>{payment.description}</dt>
            <dd>{payment.amount.formatted}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The order just placed: the outcome first (focused on arrival), the membership, what was paid. */
function MembershipOrder({ order }: { order: Order }) {
  // The header's kiosk start page: kiosk mode and the centre stay on.
  const { kioskHome } = useChromeLinks();
  const myMemberships = useCrossAppLink('my-account', '/memberships');
  const bookActivity = useCrossAppLink('bookings', '/redirect-to-selected-venue');
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <div className={styles.confirmed}>
      <div ref={outcome} tabIndex={-1} className={styles.outcome} data-testid="order-outcome">
        <p>
          Order reference <strong data-testid="order-reference">{order.reference}</strong>
        </p>
        <p>We've emailed your confirmation to {order.email}</p>
      </div>
      {order.memberships.map((membership) => (
        <MembershipDetails key={membership.id} membership={membership} />
      ))}
      <OtherBookings order={order} />
      <Payment order={order} />
      <div className={styles.actions}>
        <a href={myMemberships} className={buttonClassName()} data-testid="my-account-memberships">
          See it in My account
        </a>
        {kioskHome ? (
          <a href={kioskHome.to} className={buttonClassName({ variant: 'secondary' })}>
            Back to Kiosk Home
          </a>
        ) : (
          <a href={bookActivity} className={buttonClassName({ variant: 'secondary' })}>
            Book an activity
          </a>
        )}
      </div>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <SkeletonBlock
      className={styles.confirmed}
      bars={[
        ['60%', '1.5rem'],
        ['100%', '8rem'],
        ['100%', '4rem'],
      ]}
      status="Loading your membership"
      data-testid="order-loading"
    />
  );
}

/** /order-confirmed/{id}: the membership just bought (spec sections 2 and 4). */
export function OrderConfirmedPage() {
  const orderId = orderIdOf(useParams().id);
  if (orderId === null) return <NotFound />;
  return (
    <ConfirmedOrder
      orderId={orderId}
      title={title}
      headingOf={(order) => {
        const [membership] = order.memberships;
        return membership ? `Welcome to ${membership.planName}` : title;
      }}
      loginPrompt="Log in to see this order."
      skeleton={<OrderSkeleton />}
    >
      {(order) => <MembershipOrder order={order} />}
    </ConfirmedOrder>
  );
}
