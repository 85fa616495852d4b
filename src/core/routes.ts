import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIE_ONLY, PUBLIC } from './openapi.js';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
/** Which credentials a route takes (declared and checked in app/auth.ts). */
type Auth = NonNullable<FastifyContextConfig['auth']>;

/**
 * What the API reference shows as a route's credentials follows from what the route takes, so the
 * two cannot disagree; a route taking `any` credentials keeps the document's default (token or cookie).
 */
const SECURITY: Partial<Record<Auth, unknown[]>> = { cookie: COOKIE_ONLY, none: PUBLIC, legacy: [{ legacyApiKey: [] }] };

/**
 * One route after its path and summary: its description, its schemas and its handler. `auth` and
 * `tags` default to the module's; request and reply types follow from the zod schemas.
 */
interface RouteSpec<Body, Query, Params, Response> extends Pick<RouteShorthandOptions, 'attachValidation' | 'bodyLimit' | 'onRequest'> {
  description: string;
  auth?: Auth;
  tags?: string[];
  /** Request content types besides JSON (multipart uploads). */
  consumes?: string[];
  body?: Body;
  querystring?: Query;
  params?: Params;
  response: Response;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    { body: Body; querystring: Query; params: Params; response: Response },
    ZodTypeProvider
  >;
}

/**
 * A module's routes, declared one way: `route.get('/v1/things', 'List things', { description, response, handler })`,
 * the summary beside the path as the reference shows them.
 * The module states once which credentials its routes take and under which tag the reference lists them.
 */
export function declareRoutes(app: App, module: { auth: Auth; tags: string[] }) {
  const declare =
    (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') =>
    <Body = undefined, Query = undefined, Params = undefined, Response = unknown>(
      url: string,
      summary: string,
      spec: RouteSpec<Body, Query, Params, Response>,
    ) => {
      const { description, auth = module.auth, tags = module.tags, consumes, body, querystring, params, response, handler, ...options } = spec;
      const schema = { tags, summary, description, consumes, security: SECURITY[auth], body, querystring, params, response };
      // A key left undefined would still reach the reference generator: keep only what the route declares.
      const declared = Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
      app.route({ method, url, ...options, config: { auth }, schema: declared, handler: handler as never });
    };
  return { get: declare('GET'), post: declare('POST'), patch: declare('PATCH'), delete: declare('DELETE') };
}
