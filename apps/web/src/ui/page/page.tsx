import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import styles from './page.module.css';
import { useDocumentTitle } from './use-document-title.ts';

export interface PageProps {
  /** The page's name in document.title ('{client name} | {title}'). */
  title: string;
  /** The h1; defaults to the title. */
  heading?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** A screen of an app: breadcrumbs, one h1 and the content. */
export function Page({ title, heading, breadcrumbs = [], children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{heading ?? title}</h1>
      {children}
    </div>
  );
}

/** An honest empty state: plain words and a next step. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
