import { randomUUID } from 'node:crypto';
import { loadPhoneRules } from '@leisure/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { activitiesRoutes } from '../modules/activities/activities.routes.ts';
import { registerAuth } from '../modules/auth/auth.plugin.ts';
import { directDebitWebhookRoutes } from '../modules/billing/direct-debit/webhook.routes.ts';
import { bookingsRoutes } from '../modules/bookings/bookings.routes.ts';
import { cartRoutes } from '../modules/cart/cart.routes.ts';
import { checkoutRoutes } from '../modules/checkout/checkout.routes.ts';
import { scaReturnRoutes } from '../modules/checkout/sca-return.routes.ts';
import { paymentWebhookRoutes } from '../modules/checkout/webhook.routes.ts';
import { clientsRoutes } from '../modules/clients/clients.routes.ts';
import { coursesRoutes } from '../modules/courses/courses.routes.ts';
import { frontOfHouseRoutes } from '../modules/front-of-house/front-of-house.routes.ts';
import { geocodeRoutes } from '../modules/geocode/geocode.routes.ts';
import { householdRoutes } from '../modules/household/household.routes.ts';
import { myAccountRoutes } from '../modules/my-account/my-account.routes.ts';
import { onlineJoiningRoutes } from '../modules/online-joining/online-joining.routes.ts';
import { sandboxPagesRoutes } from '../modules/payments/sandbox/sandbox-pages.routes.ts';
import { pricingRoutes } from '../modules/pricing/pricing.routes.ts';
import { timetableRoutes } from '../modules/timetable/timetable.routes.ts';
import { venuesRoutes } from '../modules/venues/venues.routes.ts';
import { waitlistRoutes } from '../modules/waitlist/waitlist.routes.ts';
import { waiversRoutes } from '../modules/waivers/waivers.routes.ts';
import { answerClientError, answerFrameworkError } from './client-errors.ts';
import { errorBody, handleError } from './error-handler.ts';
import './fastify-augment.ts';
import { registerEmbedDemo } from './embed-demo.ts';
import { notFound } from './errors.ts';
import { registerHostCheck } from './host-header.ts';
import { appLoggerOptions, type LogSink, OneLinePerRequest } from './logging.ts';
import { registerOpenApi } from './openapi.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * What a request log line says of it: no secret of its address is written, neither a calendar
 * feed's token in the path nor a token in the query (a reset link's `reset_token`, a login link's
 * code in `token`).
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}

/** A query parameter whose name (decoded, as the apps read it) speaks of a token. */
const SECRET_PARAM = /token/i;

function decodedName(part: string): string {
  const name = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s);
  const safePath = path.replace(/(\/api\/calendar\/)[^/?#]+/, '$1[token]');
  if (query === undefined) return safePath;
  const parts = query
    .split('&')
    .map((part) => (SECRET_PARAM.test(decodedName(part)) ? `${part.split('=')[0]}=[redacted]` : part));
  return `${safePath}?${parts.join('&')}`;
}

export interface BuildAppOptions {
  config: Env;
  database: DatabaseHandle;
  /** The built web apps; pages are served only when it holds an index.html. */
  webDistDir?: string;
  /** Extra routes, registered before the app is ready (tests use it for probes). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Where log lines go instead of stdout (tests read what is logged), as JSON lines. */
  logStream?: LogSink;
}

export async function buildApp({
  config,
  database,
  webDistDir,
  beforeReady,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Phone numbers are checked against the numbering plans, which load on demand.
  await loadPhoneRules();
  const app = Fastify({
    logger: appLoggerOptions(config, { req: requestForLog }, logStream),
    logController: new OneLinePerRequest(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Routing refusals (a path parameter too long, a malformed URL) and requests Node's parser
    // refused, in the contract's shape with the security headers too (client-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A missing Host is refused by registerHostCheck, in the contract's shape.
    http: { requireHostHeader: false },
    // Only behind a proxy that overwrites X-Forwarded-For: otherwise anyone could forge their address.
    trustProxy: config.TRUST_PROXY,
  });
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await registerSecurityHeaders(app);
  registerHostCheck(app);
  await registerOpenApi(app);
  await registerAuth(app);
  await app.register(clientsRoutes);
  await app.register(venuesRoutes);
  await app.register(geocodeRoutes);
  await app.register(activitiesRoutes);
  await app.register(timetableRoutes);
  await app.register(coursesRoutes);
  await app.register(pricingRoutes);
  await app.register(cartRoutes);
  await app.register(waiversRoutes);
  await app.register(checkoutRoutes);
  await app.register(bookingsRoutes);
  await app.register(waitlistRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(directDebitWebhookRoutes);
  await app.register(scaReturnRoutes);
  await app.register(frontOfHouseRoutes);
  await app.register(myAccountRoutes);
  await app.register(householdRoutes);
  await app.register(onlineJoiningRoutes);
  await app.register(sandboxPagesRoutes);
  registerEmbedDemo(app);
  beforeReady?.(app);
  if (webDistDir)
    await registerWebApp(app, {
      distDir: webDistDir,
      basePath: config.BASE_PATH,
      defaultClient: config.DEFAULT_CLIENT,
    });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !request.url.startsWith('/api') && app.servePage) return app.servePage(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send(errorBody(notFound()));
  });
  return app;
}
