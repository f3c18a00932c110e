import { Link } from 'react-router';
import { useSystem } from '../../lib/system-store.ts';
import styles from './page.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** The trail above a page's heading; hidden when the app is embedded in another site. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { isEmbedded } = useSystem();
  if (isEmbedded || crumbs.length === 0) return null;
  return (
    <nav className={styles.crumbs} aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}|${crumb.to ?? ''}`}>
              {crumb.to && !isCurrent ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The activity crumb: the slug with its first letter capitalised, literally ('swimming-lessons' -> 'Swimming-lessons'). */
export function activityCrumbLabel(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
