import type { MembershipPricing } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { membershipPricingQuery } from '../../features/pricing/api/pricing-api.ts';
import styles from '../../features/pricing/components/plan-pricing.module.css';
import { PlanPricingCard } from '../../features/pricing/components/plan-pricing-card.tsx';
import { venuesQuery } from '../../features/venues/api/venues-api.ts';
import { useSelectedVenue } from '../../features/venues/hooks/use-selected-venue.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { crossAppUrl } from '../../lib/app-links.ts';
import { pageLocation } from '../../lib/page-environment.ts';
import { isNotFound } from '../../lib/queries.ts';
import { useSystem } from '../../lib/system-store.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { SelectField } from '../../ui/form/index.ts';
import { EmptyState, LoadFailed, Page } from '../../ui/page/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { paths } from '../shared/paths.ts';

export const pricingTexts = {
  chooseVenue: 'Choose a venue to see the membership discounts there.',
  noDiscounts: (venue: string) => `No membership gives a discount at ${venue} at the moment.`,
  unknownVenue: 'We could not find that venue. Choose another.',
} as const;

/** Which venue's prices to show: `?venue=`, else the customer's selected venue; and a way to change it. */
function VenueChoice({ venueSlug, onChange }: { venueSlug: string; onChange: (slug: string) => void }) {
  const venues = useQuery(venuesQuery);
  return (
    <div className={styles.venue}>
      <SelectField
        id="pricing-venue"
        label="Venue"
        value={venueSlug}
        onChange={(event) => onChange(event.target.value)}
        disabled={!venues.data}
      >
        {venueSlug === '' ? <option value="">Choose a venue</option> : null}
        {(venues.data ?? []).map((venue) => (
          <option key={venue.slug} value={venue.slug}>
            {venue.name}
          </option>
        ))}
        {venues.data?.some((venue) => venue.slug === venueSlug) || venueSlug === '' ? null : (
          <option value={venueSlug}>{venueSlug}</option>
        )}
      </SelectField>
    </div>
  );
}

function PlansAt({ pricing }: { pricing: MembershipPricing }) {
  const { client } = useAppContext();
  const modes = useSystem();
  const joinHref = (planSlug: string) =>
    crossAppUrl({
      from: pageLocation(),
      target: 'online-joining',
      clientId: client.clientId,
      path: `/centre/${encodeURIComponent(pricing.venue.slug)}?plan=${encodeURIComponent(planSlug)}`,
      modes,
    });
  if (pricing.plans.length === 0) {
    return (
      <EmptyState>
        <p>{pricingTexts.noDiscounts(pricing.venue.name)}</p>
        <Link to={paths.location(pricing.venue.slug)} className={buttonClassName()}>
          Book an activity
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.plans} aria-label={`Membership plans at ${pricing.venue.name}`}>
      {pricing.plans.map((plan) => (
        <li key={plan.id}>
          <PlanPricingCard
            plan={plan}
            joinHref={client.onlineJoiningEnabled && plan.isJoinableOnline ? joinHref(plan.slug) : null}
          />
        </li>
      ))}
    </ul>
  );
}

function PricingSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading membership discounts
      </p>
      <ul className={styles.plans} aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.plan}>
            <Skeleton width="50%" height="1.5rem" />
            <Skeleton width="40%" height="2rem" />
            <Skeleton width="90%" height="6rem" />
          </li>
        ))}
      </ul>
    </>
  );
}

function VenuePricing({ venueSlug }: { venueSlug: string }) {
  const pricing = useQuery(membershipPricingQuery(venueSlug));
  if (pricing.data) return <PlansAt pricing={pricing.data} />;
  if (pricing.isError) {
    return isNotFound(pricing.error) ? (
      <EmptyState>
        <p role="alert">{pricingTexts.unknownVenue}</p>
      </EmptyState>
    ) : (
      <LoadFailed error={pricing.error} onRetry={() => void pricing.refetch()} />
    );
  }
  return <PricingSkeleton />;
}

/** /pricing: each plan's member prices and free sessions at a venue, with a way to join. */
export function PricingPage() {
  const { client } = useAppContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const { selectedSlug } = useSelectedVenue(client.clientId);
  const venueSlug = searchParams.get('venue') || selectedSlug || '';
  return (
    <Page title="Membership pricing" breadcrumbs={[{ label: 'Membership pricing' }]}>
      <VenueChoice venueSlug={venueSlug} onChange={(slug) => setSearchParams({ venue: slug })} />
      {venueSlug ? (
        <VenuePricing venueSlug={venueSlug} />
      ) : (
        <EmptyState>
          <p>{pricingTexts.chooseVenue}</p>
        </EmptyState>
      )}
    </Page>
  );
}
