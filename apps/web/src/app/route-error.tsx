import { useRouteError } from 'react-router';
import { useAppContext } from '../lib/app-context.ts';
import { ChunkError, FullPageError } from '../ui/screens/index.ts';
import { isChunkLoadError } from './lazy-route.tsx';

/** What a route shows when it throws: the chunk screen for failed downloads, else the full-page error. */
export function RouteError() {
  const error = useRouteError();
  const { config } = useAppContext();
  if (isChunkLoadError(error)) return <ChunkError />;
  console.error(error);
  return <FullPageError homeHref={config.basePath} />;
}
