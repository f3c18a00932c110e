import type { AccessibilityFeature, ActivitySummary } from '@leisure/contracts';
import { Link } from 'react-router';
import { accessibilityLabels } from '../../../lib/accessibility.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './activities.module.css';

export function AccessibilityBadges({
  features,
  className,
}: {
  features: readonly AccessibilityFeature[];
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <ul className={className ? `${styles.badges} ${className}` : styles.badges} aria-label="Accessibility">
      {features.map((feature) => (
        <li key={feature} className={styles.badge}>
          {accessibilityLabels[feature]}
        </li>
      ))}
    </ul>
  );
}

/** The venue's building facts, above its activities. */
export function VenueAccessibility({ features }: { features: readonly AccessibilityFeature[] }) {
  return <AccessibilityBadges features={features} className={styles.venueBadges} />;
}

/** One activity to choose: its name links on (to its sub-activities or its timetable). */
export function ActivityCard({ activity, to }: { activity: ActivitySummary; to: string }) {
  return (
    <li className={styles.card} data-testid="activity-card">
      <h3 className={styles.cardTitle}>
        <Link to={to} className={styles.cardLink}>
          {activity.name}
        </Link>
      </h3>
      {activity.description && <p className={styles.description}>{activity.description}</p>}
      {activity.isMembersOnly && <p className={styles.membersOnly}>Members only</p>}
      <AccessibilityBadges features={activity.accessibility} />
    </li>
  );
}

export function ActivityCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <Skeleton width="50%" height="1.5rem" />
      <Skeleton width="80%" height="1rem" />
      <Skeleton width="80%" height="1rem" />
    </li>
  );
}
