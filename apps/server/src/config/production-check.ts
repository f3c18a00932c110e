import { KNOWN_DEVELOPMENT_SECRETS } from './development-secrets.ts';

/** A setting production refuses, and why, in the words the start-up message prints. */
export interface ConfigProblem {
  setting: string;
  message: string;
}

/** The shortest secret production accepts for the secrets this server checks itself. */
export const PRODUCTION_SECRET_LENGTH = 32;

type Settings = Readonly<Record<string, string | undefined>>;

const isOn = (value: string | undefined) => value === 'true' || value === '1';
const GENERATE = 'make one with `openssl rand -hex 32`';
const TEST_PAYMENTS_HINT = 'or set ALLOW_TEST_PAYMENTS=true on a demo deployment that takes no money';

/** A secret production can trust: set, not published in this repository, and long enough. */
function secretProblem(settings: Settings, setting: string, minLength: number): ConfigProblem | undefined {
  const value = settings[setting];
  if (!value) return { setting, message: `required in production; ${GENERATE}` };
  if (KNOWN_DEVELOPMENT_SECRETS.has(value)) {
    return { setting, message: `is a published development value; ${GENERATE}` };
  }
  if (value.length < minLength) {
    return { setting, message: `must be at least ${minLength} characters in production; ${GENERATE}` };
  }
  return undefined;
}

/** Where Stripe serves Stripe.js; STRIPE_JS_URL's default is the release train @stripe/stripe-js expects. */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_DEFAULT_JS_URL = `${STRIPE_JS_ORIGIN}/endive/stripe.js`;

function stripeProblems(settings: Settings, allowsTest: boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const secretKey = settings.STRIPE_SECRET_KEY ?? '';
  const publishableKey = settings.STRIPE_PUBLISHABLE_KEY ?? '';
  const secretMode = /^(sk|rk)_(live|test)_./.exec(secretKey)?.[2];
  const publishableMode = /^pk_(live|test)_./.exec(publishableKey)?.[1];
  if (!secretMode) {
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      message: 'required with stripe: sk_live_... (or rk_live_...)',
    });
  } else if (secretMode === 'test' && !allowsTest) {
    problems.push({
      setting: 'STRIPE_SECRET_KEY',
      message: `a test-mode key takes no money: use a live key, ${TEST_PAYMENTS_HINT}`,
    });
  }
  if (!publishableMode) {
    problems.push({ setting: 'STRIPE_PUBLISHABLE_KEY', message: 'required with stripe: pk_live_...' });
  } else if (secretMode && publishableMode !== secretMode) {
    problems.push({
      setting: 'STRIPE_PUBLISHABLE_KEY',
      message: 'is not of the same mode (live or test) as STRIPE_SECRET_KEY',
    });
  }
  if (!/^whsec_./.test(settings.STRIPE_WEBHOOK_SECRET ?? '')) {
    problems.push({
      setting: 'STRIPE_WEBHOOK_SECRET',
      message: 'required with stripe: the endpoint signing secret, whsec_...',
    });
  }
  // The browser runs this script on the checkout: only Stripe's own, whatever else is allowed.
  const jsUrl = URL.parse(settings.STRIPE_JS_URL ?? STRIPE_DEFAULT_JS_URL);
  if (jsUrl?.origin !== STRIPE_JS_ORIGIN) {
    problems.push({
      setting: 'STRIPE_JS_URL',
      message: `must be Stripe.js on ${STRIPE_JS_ORIGIN} (a local stand-in is for tests only): unset it`,
    });
  }
  if (!allowsTest) {
    for (const setting of ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL']) {
      if (settings[setting]) {
        problems.push({
          setting,
          message: `points Stripe at another host (a local fake): unset it, ${TEST_PAYMENTS_HINT}`,
        });
      }
    }
  }
  return problems;
}

/** OPAYO_API_URL's default: Opayo's test system, which production refuses without the opt-in. */
export const OPAYO_DEFAULT_API_URL = 'https://pi-test.sagepay.com/api/v1';

/** Opayo's own API hosts, live and test: the browser runs the script they serve. */
const OPAYO_HOSTS = new Set([
  'pi-live.sagepay.com',
  'pi-test.sagepay.com',
  'live.opayo.eu.elavon.com',
  'sandbox.opayo.eu.elavon.com',
]);

/** Opayo's test systems: `pi-test.sagepay.com` and Elavon's `sandbox.` hosts. */
const OPAYO_TEST_HOST = /(^|[.-])(test|sandbox)([.-]|$)/i;

function opayoProblems(settings: Settings, allowsTest: boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const setting of ['OPAYO_VENDOR_NAME', 'OPAYO_INTEGRATION_KEY', 'OPAYO_INTEGRATION_PASSWORD']) {
    if (!settings[setting])
      problems.push({ setting, message: 'required with opayo (MyOpayo > Settings > Integration keys)' });
  }
  const url = URL.parse(settings.OPAYO_API_URL ?? OPAYO_DEFAULT_API_URL);
  if (!url) {
    problems.push({
      setting: 'OPAYO_API_URL',
      message: 'must be an https:// address: https://pi-live.sagepay.com/api/v1',
    });
  } else if (url.protocol !== 'https:') {
    problems.push({ setting: 'OPAYO_API_URL', message: 'must be an https:// address in production' });
  } else if (!OPAYO_HOSTS.has(url.hostname)) {
    // The checkout loads Opayo's drop-in script (sagepay.js) from this host: only Opayo's own.
    problems.push({
      setting: 'OPAYO_API_URL',
      message: `is not an Opayo host (${[...OPAYO_HOSTS].join(', ')}): the checkout loads Opayo's script from it`,
    });
  } else if (OPAYO_TEST_HOST.test(url.hostname) && !allowsTest) {
    problems.push({
      setting: 'OPAYO_API_URL',
      message: `is Opayo's test system, which takes no money: use https://pi-live.sagepay.com/api/v1, ${TEST_PAYMENTS_HINT}`,
    });
  }
  return problems;
}

function paymentProblems(settings: Settings): ConfigProblem[] {
  const provider = (settings.PAYMENT_PROVIDER ?? 'sandbox').trim();
  const allowsTest = isOn(settings.ALLOW_TEST_PAYMENTS);
  if (provider === 'stripe') return stripeProblems(settings, allowsTest);
  if (provider === 'opayo') return opayoProblems(settings, allowsTest);
  if (provider !== 'sandbox') {
    return [{ setting: 'PAYMENT_PROVIDER', message: `'${provider}' is not supported: set opayo or stripe` }];
  }
  if (!allowsTest) {
    return [
      {
        setting: 'PAYMENT_PROVIDER',
        message: `sandbox (the default) takes no money: set opayo or stripe with their keys, ${TEST_PAYMENTS_HINT}`,
      },
    ];
  }
  const secret = secretProblem(settings, 'SANDBOX_WEBHOOK_SECRET', PRODUCTION_SECRET_LENGTH);
  return secret ? [secret] : [];
}

/** The installation's Direct Debit (decision 38): never the sandbox or GoCardless's sandbox without the opt-in. */
function directDebitProblems(settings: Settings): ConfigProblem[] {
  const provider = settings.DIRECT_DEBIT_PROVIDER?.trim();
  const allowsTest = isOn(settings.ALLOW_TEST_PAYMENTS);
  const setting = 'DIRECT_DEBIT_PROVIDER';
  if (provider === 'sandbox' && !allowsTest) {
    return [{ setting, message: `sandbox takes no money: set gocardless or none, ${TEST_PAYMENTS_HINT}` }];
  }
  if (provider !== 'gocardless') return [];
  const problems: ConfigProblem[] = [];
  for (const name of ['GOCARDLESS_ACCESS_TOKEN', 'GOCARDLESS_WEBHOOK_SECRET'] as const) {
    if (!settings[name])
      problems.push({ setting: name, message: 'required with DIRECT_DEBIT_PROVIDER=gocardless' });
  }
  if ((settings.GOCARDLESS_API_URL ?? '').includes('sandbox') && !allowsTest) {
    problems.push({
      setting: 'GOCARDLESS_API_URL',
      message: `is GoCardless's sandbox, which takes no money: use https://api.gocardless.com, ${TEST_PAYMENTS_HINT}`,
    });
  }
  return problems;
}

const isKeyOf32Bytes = (value: string) => Buffer.from(value.trim(), 'base64').length === 32;
const KEY_HINT = 'make one with `openssl rand -base64 32`';

/** The key that seals clients' payment secrets (and the older keys kept for a rotation). */
function paymentSettingsKeyProblems(settings: Settings): ConfigProblem[] {
  const setting = 'PAYMENT_SETTINGS_KEY';
  const value = settings[setting];
  if (!value)
    return [{ setting, message: `required in production: it seals clients' payment keys; ${KEY_HINT}` }];
  if (KNOWN_DEVELOPMENT_SECRETS.has(value)) {
    return [{ setting, message: `is a published development value; ${KEY_HINT}` }];
  }
  if (!isKeyOf32Bytes(value)) return [{ setting, message: `must be 32 bytes, base64; ${KEY_HINT}` }];
  const older = (settings.PAYMENT_SETTINGS_OLD_KEYS ?? '').split(',').filter((key) => key.trim());
  if (older.some((key) => !isKeyOf32Bytes(key))) {
    return [{ setting: 'PAYMENT_SETTINGS_OLD_KEYS', message: 'each key must be 32 bytes, base64' }];
  }
  return [];
}

/**
 * What production refuses to start with (docs/production.md, "What production refuses"): each
 * would let the server run in a way only a developer's machine or a demo may. Reads the raw
 * settings, so it can name its problems beside the schema's own in one message.
 */
export function productionProblems(settings: Settings): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!settings.PUBLIC_DOMAIN) {
    problems.push({
      setting: 'PUBLIC_DOMAIN',
      message:
        "required in production: the parent domain of the apps, e.g. leisure.example.com (without it, links in emails follow the request's Host header, which anyone can forge)",
    });
  }
  const handoff = secretProblem(settings, 'HANDOFF_SECRET', PRODUCTION_SECRET_LENGTH);
  if (handoff) problems.push(handoff);
  problems.push(...paymentProblems(settings));
  problems.push(...directDebitProblems(settings));
  problems.push(...paymentSettingsKeyProblems(settings));
  return problems;
}
