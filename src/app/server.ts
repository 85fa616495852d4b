import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { accountRoutes } from '../modules/accounts/routes.js';
import { assistantRoutes } from '../modules/assistant/routes.js';
import { apiKeyRoutes } from '../modules/api-keys/routes.js';
import { starterRoutes } from '../modules/starters/routes.js';
import { assetRoutes } from '../modules/assets/routes.js';
import { batchRoutes } from '../modules/batches/routes.js';
import { webhookRoutes } from '../modules/webhooks/routes.js';
import { signingRoutes } from '../modules/signing/routes.js';
import { auditRoutes } from '../modules/audit/routes.js';
import { authRoutes } from '../modules/auth/routes.js';
import { documentRoutes } from '../modules/documents/routes.js';
import { publishingRoutes } from '../modules/documents/publishing-routes.js';
import { transferRoutes } from '../modules/documents/transfer-routes.js';
import { inferenceRoutes } from '../modules/variables/inference-routes.js';
import { versionRoutes } from '../modules/versions/routes.js';
import { folderRoutes } from '../modules/folders/routes.js';
import { diffRoutes } from '../modules/diffs/routes.js';
import { generationRoutes } from '../modules/generation/routes.js';
import { mcpRoutes } from '../mcp/http-route.js';
import { localApiFactory } from '../mcp/local-api.js';
import { legacyRoutes } from '../modules/legacy/routes.js';
import { previewRoutes } from '../modules/previews/routes.js';
import { signupRoutes } from '../modules/accounts/signup-routes.js';
import { systemRoutes } from '../modules/system/routes.js';
import { invitationRoutes } from '../modules/invitations/routes.js';
import { memberRoutes } from '../modules/members/routes.js';
import { workspaceRoutes } from '../modules/workspaces/routes.js';
import { oidcRoutes } from '../modules/auth/oidc-routes.js';
import { localFilesRoutes } from '../storage/local-routes.js';
import { linkAuthorizer } from '../modules/generation/signed-links.js';
import { s3LinkRoutes } from '../storage/s3-link-routes.js';
import { installAudit } from './audit-hook.js';
import { installAuth } from './auth.js';
import { installJsonBodies } from './json-body.js';
import type { Config } from './config.js';
import { registerDashboard, type Dashboard } from './dashboard.js';
import { installErrorHandler, type NotFoundFallback } from './error-handler.js';
import type { RateLimits } from '../core/rate-limit.js';
import type { Services } from './services.js';
import { strictBodies } from './strict-bodies.js';
import type { Deps } from '../modules/deps.js';
import { clientErrorHandler } from './client-errors.js';
import { withNamedSchemas } from './openapi-components.js';
import { OPERATION_IDS } from './operation-ids.js';

export interface ServerParts {
  config: Config;
  log: Logger;
  services: Services;
  deps: Deps;
  limiter: RateLimits;
}

/** What every listener shares: logging, validation, the error envelope, auth, limits, audit. */
async function baseApp({ config, log, services, limiter, deps }: ServerParts, notFound?: NotFoundFallback) {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    // Per-request lines only when debugging: the audit log already records every call.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
    // Only these proxies may set X-Forwarded-For: otherwise any client could pick its own
    // address and step around the per-address login limit.
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    clientErrorHandler,
    ...slowClientTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictBodies(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandler(app, config.BODY_LIMIT_BYTES, notFound);
  const json = app.getDefaultJsonParser('error', 'error');
  // Bodies are JSON only: a text/plain or form body gets the one Content-Type message
  // (with fastify's text parser it reached the schema as a string and read as a field error).
  app.removeContentTypeParser('text/plain');
  // Large bodies are parsed in a worker thread, with a cap on keys per object (json-body.ts).
  installJsonBodies(app, json);
  await app.register(cookie);
  installAuth(app, config, { apiKey: services.apiKeys.authenticate, session: services.sessions.resolve }, limiter);
  installAudit(app, services.audit);
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label: a scanner must not create a series per URL.
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) };
    deps.metrics.httpRequests.inc(labels);
    deps.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  return app;
}

/**
 * The API reference (/docs, Swagger UI served from Quire's own files): scripts, styles and fonts
 * only from Quire's origin (Swagger UI sets inline style attributes, hence 'unsafe-inline' for
 * styles alone), requests only to Quire ("Try it out"), never inside a frame (no clickjacking of
 * a signed-in member's "Execute").
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

export async function buildServer(parts: ServerParts): Promise<FastifyInstance> {
  const { config, services, limiter } = parts;
  // The dashboard's SPA fallback must be known when the not-found handler is set, so it is
  // looked up late: registerDashboard fills it in once the built files are found.
  let dashboard: Dashboard | null = null;
  const app = await baseApp(parts, (req, reply) => dashboard?.fallback(req, reply) ?? false);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quire API',
        version: '1',
        description: 'Handlebars documents in, permanent PDF URLs out.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the Quire that serves this document (OpenAPI 3.1, 4.8.5), whatever its address.
      servers: [{ url: '/', description: 'This Quire' }],
      components: {
        securitySchemes: {
          apiToken: { type: 'apiKey', in: 'header', name: 'x-api-token' },
          bearerToken: { type: 'http', scheme: 'bearer', description: 'The same API token as `Authorization: Bearer tk_live_…`' },
          dashboardCookie: { type: 'apiKey', in: 'cookie', name: 'quire_access' },
          legacyApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ apiToken: [] }, { bearerToken: [] }, { dashboardCookie: [] }],
    },
    transform: (route) => {
      const out = jsonSchemaTransform(route);
      const operationId = OPERATION_IDS[`${route.route.method} ${route.url}`];
      return operationId ? { ...out, schema: { ...out.schema, operationId } } : out;
    },
    transformObject: withNamedSchemas,
  });
  // `urls` rather than `url`: the plugin points `url` at its own copy (/docs/json), while `urls`
  // makes the page load, and its top bar name, the document the API serves itself.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No validator badge: it would load an image from validator.swagger.io.
    uiConfig: { urls: [{ url: '/v1/openapi.json', name: 'Quire API' }], validatorUrl: null },
    staticCSP: DOCS_CSP,
    uiHooks: {
      onRequest: async (_req, reply) => {
        reply.header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
      },
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (config.STORAGE_DRIVER === 'local') await app.register(localFilesRoutes, { root: config.filesDir, authorize: linkAuthorizer(parts.deps) });
  else await app.register(s3LinkRoutes, { storage: parts.deps.storage, authorize: linkAuthorizer(parts.deps) });
  await app.register(authRoutes, { sessions: services.sessions, changePassword: services.changePassword, config, limiter });
  if (services.oidc)
    await app.register(oidcRoutes, { oidc: services.oidc, publicUrl: config.publicUrl, limiter, perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  await app.register(accountRoutes, { accounts: services.accounts });
  await app.register(signupRoutes, {
    accounts: services.accounts,
    enabled: config.SIGNUP_ENABLED,
    sso: services.oidc !== null,
    limiter,
    perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(apiKeyRoutes, { apiKeys: services.apiKeys });
  await app.register(workspaceRoutes, { workspaces: services.workspaces, sessions: services.sessions, accounts: services.accounts });
  await app.register(memberRoutes, { members: services.members });
  await app.register(invitationRoutes, {
    invitations: services.invitations,
    sessions: services.sessions,
    publicUrl: config.publicUrl,
    limiter,
    perMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    perHour: config.INVITATIONS_PER_HOUR,
  });
  await app.register(documentRoutes, { documents: services.documents });
  await app.register(folderRoutes, { folders: services.folders });
  await app.register(versionRoutes, { versions: services.versions });
  await app.register(publishingRoutes, { publishing: services.publishing });
  await app.register(diffRoutes, { diff: services.diff });
  await app.register(transferRoutes, { transfer: services.transfer });
  await app.register(inferenceRoutes, { inference: services.inference });
  await app.register(starterRoutes, { publicUrl: config.publicUrl });
  await app.register(assetRoutes, { assets: services.assets, maxBytes: config.ASSET_MAX_BYTES });
  await app.register(batchRoutes, { batches: services.batches });
  await app.register(webhookRoutes, { webhooks: services.webhooks });
  await app.register(signingRoutes, { signing: services.signing });
  await app.register(generationRoutes, {
    generateOnce: services.generateOnce,
    deleteGeneratedFile: services.deleteGeneratedFile,
    listGeneratedFiles: services.listGeneratedFiles,
    fileLinks: services.fileLinks,
  });
  await app.register(auditRoutes, { auditLog: services.auditLog });
  await app.register(previewRoutes, { previewDraft: services.previewDraft, limiter, perMinute: config.PREVIEW_RATE_LIMIT_PER_MINUTE });
  await app.register(assistantRoutes, { assistant: services.assistant, audit: services.audit });
  await app.register(mcpRoutes, { api: localApiFactory(services) });
  await app.register(legacyRoutes, { generate: services.generate });
  await app.register(systemRoutes, { deps: parts.deps, uploadedFonts: services.assets.fontFamilies });
  dashboard = await registerDashboard(app, { storageOrigin: foreignOrigin(parts.deps.storage.publicUrl('x'), config.publicUrl) });
  return app;
}

/** The storage's origin when it is not Quire's own (S3, a CDN): preview images load from there. */
function foreignOrigin(url: string, publicUrl: string): string | null {
  const origin = new URL(url, publicUrl).origin;
  return origin === new URL(publicUrl).origin ? null : origin;
}

/** LEGACY_PORT: the older endpoint alone, so it can stand behind its own {generate_url} host. */
export async function buildLegacyServer(parts: ServerParts): Promise<FastifyInstance> {
  const app = await baseApp(parts);
  await app.register(legacyRoutes, { generate: parts.services.generate });
  return app;
}

/**
 * A client that drips its headers or body holds a socket and a parser: the headers must arrive
 * within HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS (408, then
 * the socket closes). Neither counts the time Quire takes to answer, so a long render is not cut.
 * Node checks these on a timer (30 s by default); it runs at a tenth of the shorter timeout so a
 * socket closes close to its deadline. HTTP_CONNECTION_TIMEOUT_MS (0: off) closes a socket
 * silent in both directions for that long, which a long render also is: set it above RENDER_TIMEOUT_MS.
 */
function slowClientTimeouts(config: Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_CONNECTION_TIMEOUT_MS'>) {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  const connectionsCheckingInterval = Math.min(30_000, Math.max(50, Math.floor(Math.min(headersTimeout, requestTimeout) / 10)));
  return {
    requestTimeout,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval },
  };
}

/** `true`/`false`, or addresses and CIDRs (`loopback`, `10.0.0.0/8,…`) as proxy-addr reads them. */
const trustProxyOf = (value: string): boolean | string => (value === 'true' || value === 'false' ? value === 'true' : value);
