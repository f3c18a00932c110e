import { failedLoadMessage, RetryAlert } from '../../../ui/page/index.ts';

/** A failed call, in the spec's generic words by status, with a retry. */
export function RequestError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryAlert message={failedLoadMessage(error)} onRetry={onRetry} />;
}
