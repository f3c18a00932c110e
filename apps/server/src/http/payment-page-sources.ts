import type { Env } from '../config/env.ts';
import { STRIPE_JS_ORIGIN } from '../config/production-check.ts';

/**
 * What a page of the apps may load for the card processor's own card fields (decision 36):
 * its script, its frames, the calls its script makes, and where a 3-D Secure form may post.
 * Card data only ever enters those frames, which keeps the apps in PCI SAQ-A.
 */
export interface PaymentPageSources {
  script: string[];
  frame: string[];
  connect: string[];
  formAction: string[];
}

const NONE: PaymentPageSources = { script: [], frame: [], connect: [], formAction: [] };

/** Stripe's published list for Stripe.js and the Payment Element (cards and wallets). */
const STRIPE: PaymentPageSources = {
  script: [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com'],
  frame: [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  formAction: [],
};

const originOf = (url: string) => URL.parse(url)?.origin ?? null;

/** One origin (a local stand-in in tests) for the script, its frames and its calls. */
const oneOrigin = (origin: string | null): PaymentPageSources =>
  origin ? { script: [origin], frame: [origin], connect: [origin], formAction: [] } : NONE;

/**
 * The sources of `provider`, from the settings that name where its script lives. The sandbox's
 * card page is this server's own (`'self'`), so it needs none.
 */
export function paymentPageSourcesOf(
  provider: string,
  config: Pick<Env, 'STRIPE_JS_URL' | 'OPAYO_API_URL'>,
): PaymentPageSources {
  if (provider === 'stripe') {
    const origin = originOf(config.STRIPE_JS_URL);
    return origin === STRIPE_JS_ORIGIN ? STRIPE : oneOrigin(origin);
  }
  if (provider === 'opayo') {
    // sagepay.js, its card frame and its card-identifiers call all live on the API host. The
    // 3-D Secure challenge is the card issuer's own page (any bank), reached by a form post.
    const origin = originOf(config.OPAYO_API_URL);
    const sources = oneOrigin(origin);
    const isLocal = origin?.startsWith('http:') ?? false;
    return { ...sources, formAction: isLocal && origin ? ['https:', origin] : ['https:'] };
  }
  return NONE;
}
