/**
 * Loads a card processor's own script (Stripe.js, Opayo's sagepay.js) from the address the
 * checkout session names, once per page: only the processor the session names is ever loaded,
 * and only on the checkout. The page's Content-Security-Policy allows exactly that origin.
 */
const loading = new Map<string, Promise<void>>();

/** How long a processor's script may take before the card form says it could not load. */
export const providerScriptTimeoutMs = 20_000;

export function loadProviderScript(
  url: string,
  doc: Document = document,
  timeoutMs = providerScriptTimeoutMs,
): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (reason: string) => {
      // A failed load may be tried again (Try again): forget it and its element.
      loading.delete(url);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`${url} did not load in time`), timeoutMs);
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      fail(`${url} could not be loaded`);
    });
    doc.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}
