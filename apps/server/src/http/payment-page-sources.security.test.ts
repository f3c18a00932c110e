import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.ts';
import { paymentPageSourcesOf } from './payment-page-sources.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';

const policyFor = (settings: Record<string, string>) => {
  const config = parseEnv({ NODE_ENV: 'test', ...settings });
  return pageContentSecurityPolicy([], { payment: paymentPageSourcesOf(config.PAYMENT_PROVIDER, config) });
};
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe("the page policy lets in the card processor's own fields, and only them", () => {
  it('with the sandbox: nothing but this server (its card page is ours)', () => {
    const policy = policyFor({});
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it("with Stripe: Stripe.js, its frames and its API on Stripe's origins", () => {
    const policy = policyFor({ PAYMENT_PROVIDER: 'stripe' });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it('with a stand-in for Stripe.js (tests): its one origin', () => {
    const policy = policyFor({ PAYMENT_PROVIDER: 'stripe', STRIPE_JS_URL: 'http://127.0.0.1:4100/v3' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' http://127.0.0.1:4100");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://127.0.0.1:4100");
  });

  it("with Opayo: its API host for sagepay.js and its frame; a bank's challenge page by form post", () => {
    const policy = policyFor({
      PAYMENT_PROVIDER: 'opayo',
      OPAYO_API_URL: 'https://pi-live.sagepay.com/api/v1',
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://pi-live.sagepay.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://pi-live.sagepay.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://pi-live.sagepay.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https:");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
