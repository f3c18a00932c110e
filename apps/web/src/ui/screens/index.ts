export { ChunkError, chunkErrorText } from './chunk-error.tsx';
export { FullPageError, fullPageErrorTexts, NoRouteMatch } from './full-page-error.tsx';
export { LoadingSpinner } from './loading-spinner.tsx';
export { Maintenance, maintenanceTexts } from './maintenance.tsx';
export { NotFound, notFoundTexts } from './not-found.tsx';
export { UnknownSite, unknownSiteTexts } from './unknown-site.tsx';
