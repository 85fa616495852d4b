import type { ErrorCode, MessageVariant } from '../errors.js';

export const en: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'The request is invalid: {detail}',
  invalid_document_id: 'documentId is missing or is not a document uuid.',
  UNAUTHORIZED: 'Authentication is missing, invalid, expired or revoked.',
  quota_exceeded: 'No {type} credits remain for this account.',
  FORBIDDEN: 'This credential cannot be used for this request.',
  NOT_FOUND: 'The resource does not exist.',
  SAMPLE_NOT_FOUND: 'The document has no sample named "{name}". Its samples: {names}.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than {limit} bytes.',
  TEMPLATE_ERROR: 'The template could not be rendered: {detail}',
  RENDER_LIMIT_EXCEEDED: 'The rendered document exceeds a limit: {detail}',
  PARTIAL_NOT_RENDERABLE:
    'This document is a partial: it is included by other templates with {{> name}} and is never rendered on its own. Generate one of the documents that include it.',
  RATE_LIMIT_EXCEEDED: 'Too many requests. Retry after {retryAfter} seconds.',
  INTERNAL_ERROR: 'An unexpected error occurred (request {requestId}). It is safe to retry once.',
  SERVICE_UNAVAILABLE: 'The rendering engine is temporarily unavailable. Retry with backoff.',
  storage_unavailable: 'The file could not be stored. Your credit was refunded; it is safe to retry.',
  RENDER_QUEUE_FULL: 'The rendering queue is full. Retry with backoff.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was already used with a different request. Use a new key for a new request.',
  IDEMPOTENCY_KEY_IN_USE: 'A request with this Idempotency-Key is still in progress. Retry after {retryAfter} seconds.',
  FILE_NOT_DELETED: 'The file could not be deleted: storage is unavailable. Nothing was changed; retry the delete.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  REQUEST_TIMEOUT: 'The request was not received in time.',
  CONFLICT: "Assets of the bundle have other content than the account's assets of the same name: {names}. Import with ?assets=rename or ?assets=replace.",
  EINVOICE_INVALID: "The e-invoice breaks rule {rule}: {detail} Nothing was charged; the envelope's violations list every rule it breaks.",
  VARIABLES_INVALID: "The variables do not match the document's variables schema: {detail}. Nothing was charged; the envelope's problems list every problem.",
};

export const enVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.role': 'Your role in this workspace ({current}) does not allow this; it needs the {role} role or higher.',
  'FORBIDDEN.last_owner': 'A workspace always keeps at least one owner: make another member owner first.',
  'FORBIDDEN.sso_domain': "Single sign-on refused: the email's domain is not allowed on this server (OIDC_ALLOWED_DOMAINS). No session was made.",
  'FORBIDDEN.sso_unverified': 'Single sign-on refused: the identity provider has not verified this email address. No session was made.',
  'FORBIDDEN.sso_link':
    "Single sign-on refused: a Quire user with this email already exists, but nothing shows that it belongs to you. Sign in with that user's password first, then choose Sign in with SSO to link the two, or ask an admin. No session was made.",
  'FORBIDDEN.sso_lookalike':
    'Single sign-on refused: the email is written with characters that look like a different plain address (for example the Kelvin sign for K). No session was made.',
  'RATE_LIMIT_EXCEEDED.previews':
    'Too many previews: this workspace used its preview budget ({setting}: {max}). Previews are free, so paid renders go first. Retry after {retryAfter} seconds.',
  'RATE_LIMIT_EXCEEDED.invitations': 'Too many invitations: this workspace may send {max} per hour (INVITATIONS_PER_HOUR). Retry after {retryAfter} seconds.',
  'FORBIDDEN.password_off': 'Password sign-in is turned off for this user: sign in with SSO.',
  'UNAUTHORIZED.sso': 'Single sign-on failed ({detail}). No session was made; start the sign-in again.',
  'UNAUTHORIZED.invitation': 'The invitation is invalid, expired, already used or revoked, or the password does not match.',
  'FORBIDDEN.origin':
    "A cookie-authenticated write must come from the dashboard's own origin ({origin}): send an Origin (or Referer) header with that value, or use an API token.",
  'quota_exceeded.renews':
    'No {type} credits remain for this account. The monthly grant renews on {renewsOn} (UTC); top-ups never expire and can be added at any time.',
  'quota_exceeded.batch': 'The batch needs {required} {type} credits but {available} remain: {shortfall} short. Nothing was queued.',
  'SERVICE_UNAVAILABLE.assistant_off': 'The AI assistant is not configured on this server (AI_PROVIDER is none).',
  'SERVICE_UNAVAILABLE.assistant_provider': 'The AI provider is temporarily unavailable; nothing was charged. Retry after {retryAfter} seconds.',
  'SERVICE_UNAVAILABLE.upload': 'The PDF could not be uploaded to {field} ({detail}). Your credit was refunded; it is safe to retry.',
  'SERVICE_UNAVAILABLE.einvoice_rules':
    'E-invoices in {format} are not available on this server: its validation rules ({rules}) are not installed in EINVOICE_RULES_DIR. Nothing was charged.',
  'SERVICE_UNAVAILABLE.secrets_key':
    'Signing certificates need a server key to keep private keys encrypted: set SECRETS_KEY to 32 random bytes in base64 (openssl rand -base64 32) and restart Quire. Nothing was charged.',
  'SERVICE_UNAVAILABLE.secrets_key_unknown':
    "This signing certificate's key was sealed with a server key this server does not have: set that key as SECRETS_KEY_PREVIOUS, or upload the certificate again. Nothing was charged.",
  'SERVICE_UNAVAILABLE.timestamp':
    'The timestamp authority (TSA_URL) did not answer with a timestamp: {detail}. Your credit was refunded; it is safe to retry.',
};
