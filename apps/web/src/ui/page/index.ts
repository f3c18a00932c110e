export { activityCrumbLabel, Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
export { failedLoadMessage, LoadFailed, RetryAlert } from './load-failed.tsx';
export { EmptyState, Page, type PageProps } from './page.tsx';
export { Redirect } from './redirect.tsx';
export { documentTitle, useDocumentTitle } from './use-document-title.ts';
