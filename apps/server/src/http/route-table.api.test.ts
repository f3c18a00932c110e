import { routes } from '@leisure/contracts/routes';
import { describe, expect, it } from 'vitest';
import { servedDocument } from '../test/served-document.test-kit.ts';
import { useTestApp } from '../test/test-app.test-kit.ts';

/** The route table (`@leisure/contracts/routes`) and the server: the same routes, each once. */
const testApp = useTestApp();
const entries = Object.values(routes).flatMap((area) => Object.values(area));

describe('the route table', () => {
  it('has every route the server registers from it', () => {
    const missing = entries.filter(
      (route) => !testApp.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('has every operation of the API document', async () => {
    const document = await servedDocument(testApp);
    const tabled = new Set(
      entries.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => !tabled.has(operation))).toEqual([]);
  });
});
