/**
 * Generated from Quire's OpenAPI document by `npm run client:generate`: do not edit by hand.
 * test/client/drift.test.ts fails when this file differs from what the server describes.
 */

export interface paths {
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (dashboard)
         * @description Checks the email and password and sets the session cookies (quire_access, quire_refresh; HttpOnly, SameSite=Strict). Failed attempts are limited per address and per email (LOGIN_RATE_LIMIT_PER_MINUTE).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the session (dashboard)
         * @description Takes the quire_refresh cookie and sets a new pair of cookies; the old refresh token stops working.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (dashboard)
         * @description Revokes the session of the cookies sent (neither token works afterwards) and clears them.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Dashboard cookie only. Needs the current password (a wrong one: 400 VALIDATION_ERROR naming `currentPassword`, counted like a failed login). The new password takes effect at once and every other session of the account ends (their cookies get 401); the calling session stays signed in.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account and its credits
         * @description The account, and its generation and AI credit counters for the current calendar month (UTC): used, included (the monthly grant), topUp (bought credits left) and remaining.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-in options (dashboard)
         * @description What the sign-in page offers: whether self-service sign-up is open and whether single sign-on is on.
         */
        get: operations["getSignInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (when SIGNUP_ENABLED)
         * @description Creates an account with the default credits. 404 while sign-up is off (the default). Limited per client address like sign-in.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The live keys of the account (never their tokens), newest first, with calls per day over the last 7 UTC days (oldest first).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A new key; the response holds its token, shown this once (only a hash is stored). `kind: "test"` makes a test key (`tk_test_…`): its renders are free, watermarked TEST and counted apart. `retention` deletes every file the key renders after `ttlSeconds` (docs/files.md).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The token stops working at once.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The signed-in user, the session's current workspace and the user's role there.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the current workspace
         * @description The session acts in this workspace from the next request on (every route, the spec's included). Not a member: 404.
         */
        post: operations["switchWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my workspaces
         * @description The workspaces the signed-in user belongs to, with their role in each; `current` marks the session's.
         */
        get: operations["listWorkspaces"];
        put?: never;
        /**
         * Create a workspace
         * @description A new, empty workspace with the default monthly credits; the caller is its owner. The session stays in its current workspace (switch with POST /v1/auth/workspace).
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a workspace
         * @description Owners only. The workspace must be empty (no documents, assets or stored PDFs: 400 otherwise); its keys, members, invitations and credits go with it, and sessions in it end.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        /**
         * Rename a workspace or change its settings
         * @description Admins and owners of that workspace (403 naming the role needed otherwise); not a member: 404. `name` renames it; `keepVariables: false` keeps no batch item's variables past its render (and empties those kept so far).
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members
         * @description The users of the current workspace with their roles, oldest first. Any member may read it.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Admins and owners (an owner only by an owner; never the last owner). The member's sessions in this workspace end at once, on every node: each request checks the membership. The API keys they created keep working (a program may depend on one) unless `revokeKeys=true`: then they are revoked in the same transaction, and answer 401 from the next call. The keys list names each key's creator (`createdBy`).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Admins and owners. Only an owner makes someone owner or changes an owner (that is how ownership is transferred); the last owner cannot step down (403). Another workspace's user is 404.
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending invitations
         * @description Invitations of the current workspace neither accepted, revoked nor expired, newest first. Admins and owners.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone
         * @description Admins and owners (only an owner invites an owner). Answers a single-use link valid for 7 days; only the token's SHA-256 is stored. With SMTP_URL set it is also sent to the email. A workspace makes at most INVITATIONS_PER_HOUR invitations per hour (default 50): the next answers 429 RATE_LIMIT_EXCEEDED with Retry-After, and is neither stored nor sent. A refused invitation (a member already, a bad email) does not count.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description Its link stops working. Admins and owners; another workspace's invitation is 404.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up an invitation by its token
         * @description What the accept page shows before accepting: the workspace, the role and the email the invitation was sent to. Only with a live token (the token is in the body, so it is never in a request line or a log); any other token answers 401 like accepting it would. Failed look-ups are limited per address like sign-in.
         */
        post: operations["lookupInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Creates the user (with `password`) or, for an email that already has a user, takes their password (or their session); joins the workspace with the invited role and sets the session cookies there. The token works once. Limited per address like sign-in.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description The non-archived documents of the account (with `archived=true`: only the archived ones), most recently updated first, without their bodies. `folderId` filters by folder; `root` lists documents in no folder; `kind` lists only documents or only partials.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Create a document
         * @description A new document with the given name and the defaults: a Tailwind "Hello, world!" body, A4 portrait, no fonts, no variables. With `starter` (an id from GET /v1/starters) it starts from that starter instead. With `kind: "partial"` it is a building block that other templates include with `{{> name}}` (its name must be unique among the account's partials).
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description One document with its body, page settings, fonts and sample variables. A partial also lists `usedBy`: the templates that include it.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Deletes the document and its preview. PDFs generated from it stay at their URLs until deleted.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        /**
         * Update a document
         * @description Changes only the fields sent. A change of body, framework, format, landscape, fonts or variables queues a new preview.
         */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders
         * @description The folders of the account in alphabetical order, each with its count of non-archived documents.
         */
        get: operations["listFolders"];
        put?: never;
        /**
         * Create a folder
         * @description A folder with a name and an optional emoji.
         */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a folder
         * @description Deletes the folder; its documents move to root (no folder).
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        /**
         * Rename a folder
         * @description Changes the name or the emoji (an empty string or null removes it).
         */
        patch: operations["updateFolder"];
        trace?: never;
    };
    "/v1/documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a document's versions
         * @description The published versions of the document, newest first, with who made each (`createdBy`), when, and its note; `published` marks the one generation renders. Page with `before` = the previous page's `nextBefore`.
         */
        get: operations["listVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/versions/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version
         * @description One version with its snapshot: every field that changes what the document renders (body, page settings, fonts, header, footer, margins, PDF metadata), as it was published. Versions never change.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft
         * @description Makes the draft the next published version, the one POST /v1/generate renders, with an optional note. A draft equal to the published version publishes nothing (the answer shows the same `publishedVersion`). With `publishing: "auto"` every change is already published.
         */
        post: operations["publishDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/versions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version
         * @description Copies version n's snapshot into the draft. With `publishing: "auto"` that is published as a new version (history is appended, never rewritten; the new version's `restoredFrom` names n); with `manual` it waits for a publish.
         */
        post: operations["restoreVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compare two renderings of a document
         * @description Renders the document at `from` and at `to` (each a version number, "published" or "draft") with the variables of the sample named `sample` (absent: the document's default sample `variables`) and compares them page by page: for each page of the longer rendering, the share of its pixels that changed and a PNG of the new page with the changed pixels in red (kept for a day); and a unified diff of the pages' text. Renders like a draft preview: no credit, nothing in the files, counted against the workspace's preview budget (a diff waits up to 30 s for one of the PREVIEW_ACCOUNT_CONCURRENCY places; PREVIEW_ACCOUNT_PAGES_PER_MINUTE and PREVIEW_ACCOUNT_BYTES_PER_MINUTE: 429 RATE_LIMIT_EXCEEDED with Retry-After). A version number the document does not have is 404 NOT_FOUND; a sample name it does not have, 404 SAMPLE_NOT_FOUND.
         */
        post: operations["diffDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a document
         * @description A new document in the same folder whose version 1 is the source's published version, with its sample variables and publishing mode; its preview is queued.
         */
        post: operations["duplicateDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a document
         * @description A JSON bundle to import on another Quire (POST /v1/documents/import): the published version's fields (or `version`), the name, publishing mode and sample variables, and the account's assets its templates name (`{{asset "name"}}`) or whose font family it uses, base64.
         */
        get: operations["exportDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a document
         * @description Creates a document from an export bundle (version 1 = the bundle's fields) and uploads its assets. An asset whose name the account already uses for the same bytes is shared; for other bytes the import is refused with 409 CONFLICT naming them, unless `assets=rename` or `assets=replace`. Bundles larger than BODY_LIMIT_BYTES (5 MiB by default) are refused with 413. A default signature (`sign`) whose certificate is not one of this workspace's is left out (the document comes in unsigned): certificates and their keys never travel in a bundle.
         */
        post: operations["importDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/variables-schema/inferred": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Infer a document's variables schema
         * @description A JSON Schema (draft 2020-12) of the variables the document's templates read — the draft's body, header, footer, PDF metadata and the partials they include (as published) — merged with its sample `variables`: dotted paths become nested objects, `#each` subjects arrays of their items' fields (`this.x`, bare `x`, block params), `#with` opens an object, paths only tested by `#if`/`#unless` (and what they guard) are left out of `required`; `@root` and `../` are followed, helpers' arguments count. A leaf's type (and `examples`) comes from the sample, else from its use (a number helper's argument: number; printed: string; only tested: boolean). Nothing is saved: edit it and PATCH it as `variablesSchema`. The templates are parsed under the limits of a render: one that crosses them answers 422 RENDER_LIMIT_EXCEEDED, one that does not parse 422 TEMPLATE_ERROR. See docs/variables.md
         */
        get: operations["inferVariablesSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/starters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List starters
         * @description Professionally laid out documents to start from (invoice, quote, receipt, credit note, certificate, shipping label, business letter, report), each with sample variables in several locales. Create one with `POST /v1/documents` and `{ "starter": id, "name": … }`.
         */
        get: operations["listStarters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/starters/{id}/thumbnail.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Starter thumbnail
         * @description PNG of the starter's first page. Public: it holds only the starter's sample data.
         */
        get: operations["getStarterThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assets
         * @description The account's uploaded images and fonts, by name.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Upload an asset
         * @description Upload an image (PNG, JPEG, WebP, GIF, SVG) or a font (WOFF2, WOFF, TTF, OTF) as multipart/form-data: field `file`, optional field `name` (default: the file name). The type is read from the bytes; SVGs are sanitized. Use it in templates as {{asset "name"}}.
         */
        post: operations["uploadAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an asset
         * @description One asset of the account; another account's asset is 404.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /**
         * Delete an asset
         * @description Allowed while documents use it: their next render answers 422 TEMPLATE_ERROR.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        /**
         * Rename an asset
         * @description Templates that use the old name then fail with 422 TEMPLATE_ERROR.
         */
        patch: operations["renameAsset"];
        trace?: never;
    };
    "/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batches
         * @description The account's batches, newest first, with their progress. Page with `before` = the previous page's `nextBefore`.
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Start a batch
         * @description Renders up to 10,000 PDFs of one document asynchronously. JSON: `items` with each one's variables; or multipart/form-data with a CSV `file` (header row = variable paths, dotted for nesting, at most 500 columns; `_filename` names each PDF, under the rule of `filename`; plain decimal cells become numbers), `documentId`, optional `output` and `webhookUrl`. Reserves one generation credit per item at once (402 naming the shortfall when the account has too few: nothing is queued); each failed item is refunded, and cancelling refunds what was not rendered. Answers 202; follow it with GET /v1/batches/{id} or a webhook. `Idempotency-Key` works as on POST /v1/generate. E-invoices (each item's own `einvoice`) are JSON batches only: a CSV upload with an `einvoice` field is 400. With a `variablesSchema` on the document, every item is checked at acceptance: any item that breaks it refuses the whole batch with 422 VARIABLES_INVALID before anything is reserved, `problems` listing the first 100 as `{ item, path, message }` (`item` the 0-based index) or, for a CSV, `{ row, path, message }` (`row` its line in the file, the header is line 1).
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a batch
         * @description Status, counts (done, failed, pending, cancelled), times and, once completed with output `merged` or `zip`, the URL of the one PDF or archive.
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        /**
         * Cancel a batch
         * @description Items not started are cancelled and their reserved credits given back at once; items rendering now finish. A finished batch is answered unchanged.
         */
        delete: operations["cancelBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batches/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the items of a batch
         * @description In index order: each item's status, its PDF's URL when done, or the error envelope when it failed. Page with `after` = `nextAfter`.
         */
        get: operations["listBatchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The account's endpoints (without their secrets).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description The URL receives the chosen events as POSTs signed per Standard Webhooks (headers webhook-id, webhook-timestamp, webhook-signature) with the `secret` answered here only. Failed deliveries (no 2xx within 10 s) are retried with exponential backoff for 24 hours. Public addresses only.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is sent to it; its pending deliveries are abandoned.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent deliveries of an endpoint
         * @description Newest first, each with its payload and every attempt (status code, duration, error).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver
         * @description Sends the delivery again now, with the same webhook-id and payload (receivers deduplicate by webhook-id).
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List signing certificates
         * @description The workspace's signing certificates (never their keys).
         */
        get: operations["listSigningCertificates"];
        put?: never;
        /**
         * Upload a signing certificate
         * @description A PKCS#12 file (.p12, .pfx) as multipart/form-data: field `file`, field `passphrase` (the one it was exported with), optional field `name` (default: the certificate's common name). The certificate must be valid today and its key RSA of 2048 bits or more (or ECDSA P-256/P-384/P-521). The private key is kept encrypted with the server key SECRETS_KEY and is never returned. Admins, owners and API tokens.
         */
        post: operations["uploadSigningCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-certificates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a signing certificate
         * @description One of the workspace's signing certificates; another workspace's is 404.
         */
        get: operations["getSigningCertificate"];
        put?: never;
        post?: never;
        /**
         * Delete a signing certificate
         * @description Its key is erased; PDFs it signed stay signed. A render that names it afterwards is 404.
         */
        delete: operations["deleteSigningCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a PDF
         * @description Renders the document with the variables and stores the PDF at a public, permanent URL. Costs one generation credit, refunded when rendering or storage fails. Retry 500 once; 503 and 429 with backoff, honouring Retry-After. Variables that break the document's `variablesSchema` (of the version rendered) are refused before the debit with 422 VARIABLES_INVALID, its `problems` listing each `{ path, message }` (docs/variables.md). Files under control (docs/files.md): `options.retention` deletes the file after `ttlSeconds`; `options.access: "signed"` answers a link that expires; A document without a `variablesSchema` still renders when the variables lack a path its template reads; the answer then lists it in `warnings` (`MISSING_VARIABLE`, docs/variables.md). `options.delivery: "inline"` answers the PDF itself (application/pdf, nothing stored; not with an Idempotency-Key), `"upload"` PUTs it to `options.uploadUrl` and answers `{ documentId, uploaded, bytes }` (refunded when the upload fails).
         */
        post: operations["generatePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a generated PDF
         * @description Deletes a PDF of the account, named by the URL generation returned or its bare storage path; the URL then answers 404 (and the CDN is purged). Costs nothing.
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generated files
         * @description The account's generated PDFs, newest first, with their document, size, page count and render time. A deleted file stays listed with `status: "deleted"`, `url: null` and `deletedAt`. Renders that failed made no file and are not listed. Filter with `documentId` (a document uuid); page with `before` = the previous page's `nextBefore`.
         */
        get: operations["listGenerations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new expiring link to a file
         * @description Mints a link to a stored file (`id` from GET /v1/generations) that works for `ttlSeconds` (default 3600, at most 604800), then answers 404. The file stays as it is: a signed file stays private. With local storage, DELETE on this path revokes every link made so far.
         */
        post: operations["createFileLink"];
        /**
         * Revoke a file's links
         * @description Every link made so far to this file answers 404 from now on (on S3 too: links are checked by Quire, then handed off to a presigned GET of at most a minute). POST mints new ones.
         */
        delete: operations["revokeFileLinks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls and errors per UTC day
         * @description One entry per UTC day for the last `days` days (today included, last), oldest first; days without calls are present with zeros. `errors` counts calls answered with status >= 400. Every call of the account counts: API tokens, the dashboard, MCP and the legacy endpoint; `dashboard=exclude` leaves out the dashboard's own calls.
         */
        get: operations["getDailyUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent calls (the audit log)
         * @description The account's calls, newest first: method, route pattern, status, latency, how the call came in (`via`) and the API key used (revoked keys are still named). Page with `before` = the previous page's `nextBefore`. A call appears once its response has been sent.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a draft (dashboard)
         * @description Renders a draft (any of body, framework, format, landscape, fonts, header, footer, margins, headerOnFirstPage, title, author, subject, keywords, pdfa, variables over the saved document) to PDF. Stores nothing, debits nothing. Dashboard cookie only. Free, so bounded per workspace: PREVIEW_ACCOUNT_CONCURRENCY at once, PREVIEW_ACCOUNT_PAGES_PER_MINUTE pages and PREVIEW_ACCOUNT_BYTES_PER_MINUTE bytes a minute (429 RATE_LIMIT_EXCEEDED with Retry-After, naming the setting); it waits for a Chromium page behind paid renders.
         */
        post: operations["previewDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assistant settings
         * @description Whether the AI assistant is configured on this server, its provider and model, and how tokens are priced in AI credits.
         */
        get: operations["getAssistantStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{id}/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document's assistant conversation
         * @description Every message of the conversation about this document, oldest first.
         */
        get: operations["getAssistantConversation"];
        put?: never;
        /**
         * Ask the assistant about a document
         * @description One assistant turn. With `Accept: text/event-stream` the answer is a stream of `delta` events ({text}) and one final `done` (this result) or `error` ({error, message, retryAfter?}) event; otherwise JSON.
         */
        post: operations["askAssistant"];
        /**
         * Clear the conversation
         * @description Deletes the document's assistant conversation; the document is untouched.
         */
        delete: operations["clearAssistantConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a PDF (older endpoint)
         * @description The endpoint older clients call: x-api-key, `{ templateId, variables }` in, `{ requestId, path }` out, errors as `{ error }` alone. Same render and credit as POST /v1/generate.
         */
        post: operations["legacyGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fonts
         * @description The font families a document can name in `fonts`, with their weights; all are embedded offline. Quire's catalog first, then the fonts the account uploaded (category `uploaded`), which only it sees.
         */
        get: operations["listFonts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/helpers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List template helpers
         * @description The Handlebars helpers templates may call, with their signatures; those with several arguments (the barcode and payment-code helpers: barcode, epcQr, swissQrBill) also list their arguments and an example.
         */
        get: operations["listHelpers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness of this node
         * @description For orchestrators' liveness probes: 200 while the process answers, with its node id, whether it is draining, and its Chromium pool. Dependencies are checked by GET /ready.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness of this node
         * @description For load balancers: 200 when the database, the storage, Redis (when REDIS_URL is set) and a Chromium page all answer within READY_TIMEOUT_MS; 503 naming what failed, or at once while the node drains after SIGTERM.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description The error code, e.g. NOT_FOUND: the response lists the codes it may carry */
            error: string;
            /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
            message: string;
            /**
             * @description Which credit ran out (quota_exceeded only)
             * @enum {string}
             */
            type?: "generation" | "ai";
            /** @description EINVOICE_INVALID only: every fatal rule the e-invoice breaks (id such as BR-CO-15, its text, the XPath where) */
            violations?: {
                rule: string;
                message: string;
                location: string;
            }[];
            /** @description VARIABLES_INVALID only: every way the variables break the document's variablesSchema (a batch: at most the first 100) */
            problems?: {
                /** @description JSON batch: the 0-based index of the item */
                item?: number;
                /** @description CSV batch: the line of the row in the file (the header is line 1) */
                row?: number;
                /** @description Dotted path into the variables, e.g. customer.name or items.0.price; "" for the whole object */
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "id": 1,
         *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "name": "Invoice",
         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
         *       "framework": "TAILWIND",
         *       "format": "A4",
         *       "landscape": false,
         *       "fonts": [
         *         {
         *           "name": "Inter",
         *           "variants": [
         *             "400",
         *             "700"
         *           ],
         *           "master": true
         *         }
         *       ],
         *       "variables": {
         *         "number": "INV-001"
         *       },
         *       "archived": false,
         *       "kind": "document",
         *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
         *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
         *       "margins": {
         *         "top": 20,
         *         "right": 15,
         *         "bottom": 20,
         *         "left": 15
         *       },
         *       "headerOnFirstPage": true,
         *       "title": "Invoice {{number}}",
         *       "author": "Acme GmbH",
         *       "subject": null,
         *       "keywords": "invoice",
         *       "lang": "en",
         *       "tagged": false,
         *       "templateError": null,
         *       "previewError": null,
         *       "folderId": null,
         *       "retention": null,
         *       "pdfa": null,
         *       "sign": null,
         *       "variablesSchema": {
         *         "type": "object",
         *         "required": [
         *           "number"
         *         ],
         *         "properties": {
         *           "number": {
         *             "type": "string"
         *           }
         *         }
         *       },
         *       "samples": [
         *         {
         *           "name": "Long number",
         *           "variables": {
         *             "number": "INV-2026-000001"
         *           }
         *         }
         *       ],
         *       "sampleProblems": [],
         *       "updatedAt": "2026-11-23T09:30:00.000Z",
         *       "publishing": "auto",
         *       "publishedVersion": 3,
         *       "draftChanged": false
         *     }
         */
        Document: {
            id: number;
            /** Format: uuid */
            uuid: string;
            name: string;
            body: string;
            /** @enum {string} */
            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
            /** @enum {string} */
            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
            landscape: boolean;
            fonts: components["schemas"]["Font"][];
            variables: {
                [key: string]: unknown;
            };
            archived: boolean;
            /**
             * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
             * @enum {string}
             */
            kind: "document" | "partial";
            /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
            header: string;
            /** @description Handlebars HTML printed in the bottom margin of every page */
            footer: string;
            margins: {
                top: number;
                right: number;
                bottom: number;
                left: number;
            } | null;
            /** @description false: page 1 has no header (the footer stays) */
            headerOnFirstPage: boolean;
            /** @description PDF Title (Handlebars); null: the document name */
            title: string | null;
            /** @description PDF Author (Handlebars) */
            author: string | null;
            /** @description PDF Subject (Handlebars) */
            subject: string | null;
            /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
            keywords: string | null;
            /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
            lang: string | null;
            /** @description Tagged (accessible) PDF with a structure tree; slower */
            tagged: boolean;
            /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
            pdfa: ("2b" | "3b") | null;
            /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
            sign: {
                /**
                 * Format: uuid
                 * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                 */
                certificateId: string;
                /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                reason?: string;
                /** @description Where it is signed, e.g. "Berlin" */
                location?: string;
                /** @description How to reach the signer */
                contactInfo?: string;
                /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                timestamp?: boolean;
                /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                visible?: {
                    /** @description Page number, from 1 */
                    page: number;
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                } | null;
            } | null;
            /**
             * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
             * @example {
             *       "type": "object",
             *       "required": [
             *         "recipient"
             *       ],
             *       "properties": {
             *         "recipient": {
             *           "type": "string",
             *           "minLength": 1
             *         },
             *         "issued": {
             *           "type": "string",
             *           "format": "date"
             *         }
             *       }
             *     }
             */
            variablesSchema: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
             * @example [
             *       {
             *         "name": "Long address",
             *         "variables": {
             *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
             *         }
             *       }
             *     ]
             */
            samples: {
                /** @description Unique among the samples of the document */
                name: string;
                variables: {
                    [key: string]: unknown;
                };
            }[];
            /**
             * @description The samples (and the default `variables`, `sample: null`) that break `variablesSchema`, each with its problems; only failing ones are listed, [] when there is no schema or every sample matches
             * @example [
             *       {
             *         "sample": "Empty",
             *         "problems": [
             *           {
             *             "path": "recipient",
             *             "message": "`recipient` is required"
             *           }
             *         ]
             *       }
             *     ]
             */
            sampleProblems: {
                /** @description The sample's name; null: the default `variables` */
                sample: string | null;
                /** @description At most 20 per sample */
                problems: {
                    /** @description Dotted path into the variables, e.g. customer.name or items.0.price; "" for the whole object */
                    path: string;
                    /** @description A sentence naming the path, e.g. "`recipient` is required" */
                    message: string;
                }[];
            }[];
            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
            templateError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
            previewError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /** @description The folder the document is in, or null */
            folderId: number | null;
            /** @description Deletes every file rendered from this document `ttlSeconds` after its render (60 s to ten years); null (default): kept until deleted */
            retention: {
                /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                ttlSeconds: number;
            } | null;
            /** @description When the document was last saved: a newer value means someone saved since you read it */
            updatedAt: string;
            /**
             * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
             * @enum {string}
             */
            publishing: "auto" | "manual";
            /** @description The version POST /v1/generate renders */
            publishedVersion: number;
            /** @description The draft differs from the published version (manual publishing only) */
            draftChanged: boolean;
            /** @description Partials only (GET): the documents and partials of the account whose body, header or footer include this partial by name */
            usedBy?: {
                id: number;
                /** Format: uuid */
                uuid: string;
                name: string;
                /**
                 * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
                 * @enum {string}
                 */
                kind: "document" | "partial";
            }[];
        };
        /**
         * @example {
         *       "id": 1,
         *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "name": "Invoice",
         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
         *       "framework": "TAILWIND",
         *       "format": "A4",
         *       "landscape": false,
         *       "fonts": [
         *         {
         *           "name": "Inter",
         *           "variants": [
         *             "400",
         *             "700"
         *           ],
         *           "master": true
         *         }
         *       ],
         *       "variables": {
         *         "number": "INV-001"
         *       },
         *       "archived": false,
         *       "kind": "document",
         *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
         *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
         *       "margins": {
         *         "top": 20,
         *         "right": 15,
         *         "bottom": 20,
         *         "left": 15
         *       },
         *       "headerOnFirstPage": true,
         *       "title": "Invoice {{number}}",
         *       "author": "Acme GmbH",
         *       "subject": null,
         *       "keywords": "invoice",
         *       "lang": "en",
         *       "tagged": false,
         *       "templateError": null,
         *       "previewError": null,
         *       "folderId": null,
         *       "retention": null,
         *       "pdfa": null,
         *       "sign": null,
         *       "variablesSchema": {
         *         "type": "object",
         *         "required": [
         *           "number"
         *         ],
         *         "properties": {
         *           "number": {
         *             "type": "string"
         *           }
         *         }
         *       },
         *       "samples": [
         *         {
         *           "name": "Long number",
         *           "variables": {
         *             "number": "INV-2026-000001"
         *           }
         *         }
         *       ],
         *       "sampleProblems": [],
         *       "updatedAt": "2026-11-23T09:30:00.000Z",
         *       "publishing": "auto",
         *       "publishedVersion": 3,
         *       "draftChanged": false,
         *       "createdAt": "2026-11-23T09:30:00.000Z"
         *     }
         */
        CreatedDocument: {
            id: number;
            /** Format: uuid */
            uuid: string;
            name: string;
            body: string;
            /** @enum {string} */
            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
            /** @enum {string} */
            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
            landscape: boolean;
            fonts: components["schemas"]["Font"][];
            variables: {
                [key: string]: unknown;
            };
            archived: boolean;
            /**
             * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
             * @enum {string}
             */
            kind: "document" | "partial";
            /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
            header: string;
            /** @description Handlebars HTML printed in the bottom margin of every page */
            footer: string;
            margins: {
                top: number;
                right: number;
                bottom: number;
                left: number;
            } | null;
            /** @description false: page 1 has no header (the footer stays) */
            headerOnFirstPage: boolean;
            /** @description PDF Title (Handlebars); null: the document name */
            title: string | null;
            /** @description PDF Author (Handlebars) */
            author: string | null;
            /** @description PDF Subject (Handlebars) */
            subject: string | null;
            /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
            keywords: string | null;
            /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
            lang: string | null;
            /** @description Tagged (accessible) PDF with a structure tree; slower */
            tagged: boolean;
            /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
            pdfa: ("2b" | "3b") | null;
            /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
            sign: {
                /**
                 * Format: uuid
                 * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                 */
                certificateId: string;
                /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                reason?: string;
                /** @description Where it is signed, e.g. "Berlin" */
                location?: string;
                /** @description How to reach the signer */
                contactInfo?: string;
                /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                timestamp?: boolean;
                /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                visible?: {
                    /** @description Page number, from 1 */
                    page: number;
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                } | null;
            } | null;
            /**
             * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
             * @example {
             *       "type": "object",
             *       "required": [
             *         "recipient"
             *       ],
             *       "properties": {
             *         "recipient": {
             *           "type": "string",
             *           "minLength": 1
             *         },
             *         "issued": {
             *           "type": "string",
             *           "format": "date"
             *         }
             *       }
             *     }
             */
            variablesSchema: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
             * @example [
             *       {
             *         "name": "Long address",
             *         "variables": {
             *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
             *         }
             *       }
             *     ]
             */
            samples: {
                /** @description Unique among the samples of the document */
                name: string;
                variables: {
                    [key: string]: unknown;
                };
            }[];
            /**
             * @description The samples (and the default `variables`, `sample: null`) that break `variablesSchema`, each with its problems; only failing ones are listed, [] when there is no schema or every sample matches
             * @example [
             *       {
             *         "sample": "Empty",
             *         "problems": [
             *           {
             *             "path": "recipient",
             *             "message": "`recipient` is required"
             *           }
             *         ]
             *       }
             *     ]
             */
            sampleProblems: {
                /** @description The sample's name; null: the default `variables` */
                sample: string | null;
                /** @description At most 20 per sample */
                problems: {
                    /** @description Dotted path into the variables, e.g. customer.name or items.0.price; "" for the whole object */
                    path: string;
                    /** @description A sentence naming the path, e.g. "`recipient` is required" */
                    message: string;
                }[];
            }[];
            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
            templateError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
            previewError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /** @description The folder the document is in, or null */
            folderId: number | null;
            /** @description Deletes every file rendered from this document `ttlSeconds` after its render (60 s to ten years); null (default): kept until deleted */
            retention: {
                /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                ttlSeconds: number;
            } | null;
            /** @description ISO 8601 UTC timestamp */
            updatedAt: string;
            /**
             * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
             * @enum {string}
             */
            publishing: "auto" | "manual";
            /** @description The version POST /v1/generate renders */
            publishedVersion: number;
            /** @description The draft differs from the published version (manual publishing only) */
            draftChanged: boolean;
            /** @description Partials only (GET): the documents and partials of the account whose body, header or footer include this partial by name */
            usedBy?: {
                id: number;
                /** Format: uuid */
                uuid: string;
                name: string;
                /**
                 * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
                 * @enum {string}
                 */
                kind: "document" | "partial";
            }[];
            /** @description ISO 8601 UTC timestamp */
            createdAt: string;
        };
        DocumentListItem: {
            id: number;
            /** Format: uuid */
            uuid: string;
            name: string;
            /** @enum {string} */
            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
            /** @enum {string} */
            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
            landscape: boolean;
            folderId: number | null;
            previewUrl: string | null;
            previewUpdatedAt: string | null;
            /** @description ISO 8601 UTC timestamp */
            createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            updatedAt: string;
            lastUsedViaApi: string | null;
            /**
             * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
             * @enum {string}
             */
            kind: "document" | "partial";
            /** @description Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text. */
            templateError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /** @description Why the last preview render failed (cleared by the next successful preview), or null. */
            previewError: {
                message: string;
                /** @description 1-based line in the body; null when the failure has no position */
                line: number | null;
                /** @description 1-based column in the body */
                column: number | null;
            } | null;
            /**
             * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
             * @enum {string}
             */
            publishing: "auto" | "manual";
            /** @description The version POST /v1/generate renders */
            publishedVersion: number;
            /** @description The draft differs from the published version (manual publishing only) */
            draftChanged: boolean;
        };
        /**
         * @example {
         *       "name": "Invoice 2026",
         *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
         *       "format": "A4",
         *       "variables": {
         *         "number": "INV-001"
         *       }
         *     }
         */
        DocumentPatch: {
            /** @description 1-200 characters (grapheme clusters), at most 6400 bytes */
            name?: string;
            body?: string;
            /** @enum {string} */
            framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
            /** @enum {string} */
            format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
            landscape?: boolean;
            fonts?: {
                name: string;
                variants: string[];
                master?: boolean;
            }[];
            variables?: {
                [key: string]: unknown;
            };
            archived?: boolean;
            folderId?: number | null;
            /**
             * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
             * @enum {string}
             */
            kind?: "document" | "partial";
            /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
            header?: string;
            /** @description Handlebars HTML printed in the bottom margin of every page */
            footer?: string;
            margins?: {
                top: number;
                right: number;
                bottom: number;
                left: number;
            } | null;
            /** @description false: page 1 has no header (the footer stays) */
            headerOnFirstPage?: boolean;
            /** @description PDF Title (Handlebars); null: the document name */
            title?: string | null;
            /** @description PDF Author (Handlebars) */
            author?: string | null;
            /** @description PDF Subject (Handlebars) */
            subject?: string | null;
            /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
            keywords?: string | null;
            /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
            lang?: string | null;
            /** @description Tagged (accessible) PDF with a structure tree; slower */
            tagged?: boolean;
            /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
            pdfa?: ("2b" | "3b") | null;
            /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
            sign?: {
                /**
                 * Format: uuid
                 * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                 */
                certificateId: string;
                /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                reason?: string;
                /** @description Where it is signed, e.g. "Berlin" */
                location?: string;
                /** @description How to reach the signer */
                contactInfo?: string;
                /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                timestamp?: boolean;
                /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                visible?: {
                    /** @description Page number, from 1 */
                    page: number;
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                } | null;
            } | null;
            /**
             * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
             * @example {
             *       "type": "object",
             *       "required": [
             *         "recipient"
             *       ],
             *       "properties": {
             *         "recipient": {
             *           "type": "string",
             *           "minLength": 1
             *         },
             *         "issued": {
             *           "type": "string",
             *           "format": "date"
             *         }
             *       }
             *     }
             */
            variablesSchema?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
             * @example [
             *       {
             *         "name": "Long address",
             *         "variables": {
             *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
             *         }
             *       }
             *     ]
             */
            samples?: {
                /** @description Unique among the samples of the document */
                name: string;
                variables: {
                    [key: string]: unknown;
                };
            }[];
            /**
             * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
             * @enum {string}
             */
            publishing?: "auto" | "manual";
            /** @description Deletes every file rendered from this document `ttlSeconds` after its render (60 s to ten years); null (default): kept until deleted */
            retention?: {
                /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                ttlSeconds: number;
            } | null;
        };
        Font: {
            name: string;
            variants: string[];
            master?: boolean;
        };
        /**
         * @example {
         *       "id": 3,
         *       "name": "Invoices",
         *       "emoji": "🧾",
         *       "createdAt": "2026-11-23T09:30:00.000Z",
         *       "updatedAt": "2026-11-23T09:30:00.000Z"
         *     }
         */
        Folder: {
            id: number;
            name: string;
            emoji: string | null;
            createdAt: string;
            updatedAt: string;
        };
        /**
         * @example {
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "variables": {
         *         "customer": {
         *           "name": "Ada Lovelace"
         *         },
         *         "total": 1250
         *       }
         *     }
         * @example {
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "variables": {
         *         "total": 1042
         *       },
         *       "version": 2
         *     }
         * @example {
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "variables": {
         *         "total": 1250
         *       },
         *       "options": {
         *         "password": "open sesame",
         *         "permissions": {
         *           "print": true,
         *           "copy": false,
         *           "modify": false
         *         },
         *         "filename": "Invoice 1042.pdf"
         *       }
         *     }
         * @example {
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "einvoice": {
         *         "format": "factur-x",
         *         "profile": "EN16931",
         *         "invoice": {
         *           "ubl:Invoice": {
         *             "cbc:ID": "RE-2026-0042",
         *             "cbc:IssueDate": "2026-11-20",
         *             "cbc:DueDate": "2026-12-04",
         *             "cbc:InvoiceTypeCode": "380",
         *             "cbc:DocumentCurrencyCode": "EUR",
         *             "cbc:BuyerReference": "04011000-12345-03",
         *             "cac:AccountingSupplierParty": {
         *               "cac:Party": {
         *                 "cbc:EndpointID": "billing@quire-demo.example",
         *                 "cbc:EndpointID@schemeID": "EM",
         *                 "cac:PartyName": {
         *                   "cbc:Name": "Quire Demo GmbH"
         *                 },
         *                 "cac:PostalAddress": {
         *                   "cbc:StreetName": "Hauptstraße 12",
         *                   "cbc:CityName": "Berlin",
         *                   "cbc:PostalZone": "10115",
         *                   "cac:Country": {
         *                     "cbc:IdentificationCode": "DE"
         *                   }
         *                 },
         *                 "cac:PartyTaxScheme": [
         *                   {
         *                     "cbc:CompanyID": "DE123456789",
         *                     "cac:TaxScheme": {
         *                       "cbc:ID": "VAT"
         *                     }
         *                   }
         *                 ],
         *                 "cac:PartyLegalEntity": {
         *                   "cbc:RegistrationName": "Quire Demo GmbH"
         *                 },
         *                 "cac:Contact": {
         *                   "cbc:Name": "Erika Mustermann",
         *                   "cbc:Telephone": "+49 30 1234567",
         *                   "cbc:ElectronicMail": "erika@quire-demo.example"
         *                 }
         *               }
         *             },
         *             "cac:AccountingCustomerParty": {
         *               "cac:Party": {
         *                 "cbc:EndpointID": "einkauf@kunde.example",
         *                 "cbc:EndpointID@schemeID": "EM",
         *                 "cac:PartyName": {
         *                   "cbc:Name": "Kunde AG"
         *                 },
         *                 "cac:PostalAddress": {
         *                   "cbc:StreetName": "Marktplatz 3",
         *                   "cbc:CityName": "München",
         *                   "cbc:PostalZone": "80331",
         *                   "cac:Country": {
         *                     "cbc:IdentificationCode": "DE"
         *                   }
         *                 },
         *                 "cac:PartyLegalEntity": {
         *                   "cbc:RegistrationName": "Kunde AG"
         *                 }
         *               }
         *             },
         *             "cac:Delivery": {
         *               "cbc:ActualDeliveryDate": "2026-11-18"
         *             },
         *             "cac:PaymentMeans": [
         *               {
         *                 "cbc:PaymentMeansCode": "58",
         *                 "cbc:PaymentID": "RE-2026-0042",
         *                 "cac:PayeeFinancialAccount": {
         *                   "cbc:ID": "DE02120300000000202051",
         *                   "cbc:Name": "Quire Demo GmbH"
         *                 }
         *               }
         *             ],
         *             "cac:PaymentTerms": {
         *               "cbc:Note": "Zahlbar ohne Abzug bis 04.12.2026."
         *             },
         *             "cac:TaxTotal": [
         *               {
         *                 "cbc:TaxAmount": "237.50",
         *                 "cbc:TaxAmount@currencyID": "EUR",
         *                 "cac:TaxSubtotal": [
         *                   {
         *                     "cbc:TaxableAmount": "1250.00",
         *                     "cbc:TaxableAmount@currencyID": "EUR",
         *                     "cbc:TaxAmount": "237.50",
         *                     "cbc:TaxAmount@currencyID": "EUR",
         *                     "cac:TaxCategory": {
         *                       "cbc:ID": "S",
         *                       "cbc:Percent": "19",
         *                       "cac:TaxScheme": {
         *                         "cbc:ID": "VAT"
         *                       }
         *                     }
         *                   }
         *                 ]
         *               }
         *             ],
         *             "cac:LegalMonetaryTotal": {
         *               "cbc:LineExtensionAmount": "1250.00",
         *               "cbc:LineExtensionAmount@currencyID": "EUR",
         *               "cbc:TaxExclusiveAmount": "1250.00",
         *               "cbc:TaxExclusiveAmount@currencyID": "EUR",
         *               "cbc:TaxInclusiveAmount": "1487.50",
         *               "cbc:TaxInclusiveAmount@currencyID": "EUR",
         *               "cbc:PayableAmount": "1487.50",
         *               "cbc:PayableAmount@currencyID": "EUR"
         *             },
         *             "cac:InvoiceLine": [
         *               {
         *                 "cbc:ID": "1",
         *                 "cbc:InvoicedQuantity": "10",
         *                 "cbc:InvoicedQuantity@unitCode": "HUR",
         *                 "cbc:LineExtensionAmount": "950.00",
         *                 "cbc:LineExtensionAmount@currencyID": "EUR",
         *                 "cac:Item": {
         *                   "cbc:Name": "Template design",
         *                   "cac:ClassifiedTaxCategory": {
         *                     "cbc:ID": "S",
         *                     "cbc:Percent": "19",
         *                     "cac:TaxScheme": {
         *                       "cbc:ID": "VAT"
         *                     }
         *                   }
         *                 },
         *                 "cac:Price": {
         *                   "cbc:PriceAmount": "95.00",
         *                   "cbc:PriceAmount@currencyID": "EUR"
         *                 }
         *               },
         *               {
         *                 "cbc:ID": "2",
         *                 "cbc:InvoicedQuantity": "1",
         *                 "cbc:InvoicedQuantity@unitCode": "C62",
         *                 "cbc:LineExtensionAmount": "300.00",
         *                 "cbc:LineExtensionAmount@currencyID": "EUR",
         *                 "cac:Item": {
         *                   "cbc:Name": "Hosting, November",
         *                   "cac:ClassifiedTaxCategory": {
         *                     "cbc:ID": "S",
         *                     "cbc:Percent": "19",
         *                     "cac:TaxScheme": {
         *                       "cbc:ID": "VAT"
         *                     }
         *                   }
         *                 },
         *                 "cac:Price": {
         *                   "cbc:PriceAmount": "300.00",
         *                   "cbc:PriceAmount@currencyID": "EUR"
         *                 }
         *               }
         *             ]
         *           }
         *         }
         *       }
         *     }
         */
        GenerateRequest: {
            /**
             * Format: uuid
             * @description The document's uuid (never its numeric id)
             */
            documentId: string;
            /** @description Handlebars context; its shape mirrors the document's sample variables */
            variables?: {
                [key: string]: unknown;
            };
            /** @description PDF password and permissions, download file name, PDF/A level */
            options?: {
                /** @description Encrypts the PDF with AES-256; this password opens it */
                password?: string;
                /** @description What readers may do (each default true); given without password, the PDF opens freely but is encrypted to enforce them */
                permissions?: {
                    print?: boolean;
                    copy?: boolean;
                    modify?: boolean;
                };
                /** @description Download name served with the file (Content-Disposition); ".pdf" is added when missing */
                filename?: string & (unknown & unknown);
                /** @description Archival PDF: "2b" (PDF/A-2b) or "3b" (PDF/A-3b). Absent: the document's `pdfa`; null: a plain PDF whatever the document says. With password or permissions: 400 VALIDATION_ERROR (PDF/A forbids encryption) */
                pdfa?: ("2b" | "3b") | null;
                /** @description Sign the PDF with one of the workspace's signing certificates (PAdES B-B; B-T with timestamp): the last finishing step, after PDF/A and attachments. Absent: the document's `sign`; null: unsigned whatever the document says. See docs/signing.md */
                sign?: {
                    /**
                     * Format: uuid
                     * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                     */
                    certificateId: string;
                    /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                    reason?: string;
                    /** @description Where it is signed, e.g. "Berlin" */
                    location?: string;
                    /** @description How to reach the signer */
                    contactInfo?: string;
                    /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                    timestamp?: boolean;
                    /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                    visible?: {
                        /** @description Page number, from 1 */
                        page: number;
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    } | null;
                } | null;
                /** @description Deletes the file after `ttlSeconds`. The shortest of the document's, the API key's and this one applies; a request may shorten, never lengthen, its key's limit */
                retention?: {
                    /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                    ttlSeconds: number;
                };
                /**
                 * @description `public` (default): the permanent URL. `signed`: `url` is a link that expires (`urlTtlSeconds`); the file is private
                 * @enum {string}
                 */
                access?: "public" | "signed";
                /** @description Life of a signed link in seconds (default 3600, at most 604800: 7 days); with access "signed" only */
                urlTtlSeconds?: number;
                /**
                 * @description `url` (default): stored, answered with its URL. `inline`: the answer is the PDF itself, nothing stored. `upload`: PUT to `uploadUrl` (your own bucket), nothing stored here
                 * @enum {string}
                 */
                delivery?: "url" | "inline" | "upload";
                /**
                 * Format: uri
                 * @description With delivery "upload": a presigned PUT URL (https; private and loopback addresses refused unless UPLOAD_ALLOW_PRIVATE=true)
                 */
                uploadUrl?: string;
            };
            /** @description Which version to render: absent, the published one; a number, exactly that version (a reprint; unknown: 404); "draft": the unpublished draft (billed as any render) */
            version?: number | "draft";
            /** @description A structured invoice (Factur-X / ZUGFeRD, XRechnung): its XML is built, checked against the schema and the EN 16931 (and XRechnung) rules before any credit is spent (a broken rule: 422 EINVOICE_INVALID with `violations`), attached to a PDF/A-3b and stored beside it. The template sees the invoice as the variable `einvoice`. See docs/einvoices.md */
            einvoice?: {
                /**
                 * @description "factur-x" (Factur-X 1.07 / ZUGFeRD 2.3: a PDF/A-3b with the XML inside), "xrechnung-cii" or "xrechnung-ubl" (the XML is the legal invoice; the PDF a visual copy with the XML attached)
                 * @enum {string}
                 */
                format: "factur-x" | "xrechnung-cii" | "xrechnung-ubl";
                /**
                 * @description factur-x only; default "EN16931"
                 * @enum {string}
                 */
                profile?: "MINIMUM" | "BASIC WL" | "BASIC" | "EN16931" | "EXTENDED" | "XRECHNUNG";
                /** @description The invoice in the JSON data format of @e-invoice-eu/core (UBL-shaped: `{ "ubl:Invoice": { "cbc:ID": ... } }`, its JSON Schema is in that library). Quire writes the specification identifier (BT-24) itself. The template receives it as the variable `einvoice`. */
                invoice: {
                    "ubl:Invoice": {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * @example {
         *       "url": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf",
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11"
         *     }
         * @example {
         *       "url": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf",
         *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
         *       "warnings": [
         *         {
         *           "code": "MISSING_VARIABLE",
         *           "path": "customer.name"
         *         }
         *       ]
         *     }
         */
        Generated: {
            /** Format: uri */
            url: string;
            /** Format: uuid */
            documentId: string;
            /** @description With a retention: when the file is deleted */
            expiresAt?: string;
            /** @description With access "signed": when this link stops working */
            urlExpiresAt?: string;
            /** @description With `einvoice`: its format, profile, the XML's URL and the rules' warnings */
            einvoice?: {
                /** @enum {string} */
                format: "factur-x" | "xrechnung-cii" | "xrechnung-ubl";
                /** @description factur-x: the profile; xrechnung-*: null */
                profile: ("MINIMUM" | "BASIC WL" | "BASIC" | "EN16931" | "EXTENDED" | "XRECHNUNG") | null;
                /**
                 * Format: uri
                 * @description The validated XML, stored beside the PDF: same access, retention and deletion
                 */
                xmlUrl: string;
                /** @description Rules flagged as warnings (the invoice is valid) */
                warnings?: {
                    /** @description The rule's id, e.g. "BR-CO-15"; "XSD" for a schema error */
                    rule: string;
                    message: string;
                    /** @description XPath of the element that broke it (a line number for a schema error) */
                    location: string;
                }[];
            };
            /** @description Only for a document without a `variablesSchema`, and only when there is something to say: each path the body, header, footer, metadata or a used partial reads that the variables lack (at most 50, in the order the render meets them). Paths tested by `#if`/`#unless` and the first argument of `default` are optional and never warned of. The PDF is rendered all the same (docs/variables.md) */
            warnings?: {
                /**
                 * @description MISSING_VARIABLE: the template reads `path` and the variables do not have it (it printed nothing)
                 * @enum {string}
                 */
                code: "MISSING_VARIABLE";
                /** @description Dotted path into the variables, e.g. `customer.name`; array items by index, e.g. `lines.2.price` */
                path: string;
            }[];
        };
        GeneratedFile: {
            id: number;
            /**
             * Format: uuid
             * @description The document's uuid
             */
            documentId: string;
            /** @description null once the document has been deleted (its files stay) */
            documentName: string | null;
            /** @description A batch item's download name (its `filename` or CSV `_filename`, with .pdf); null: none was given */
            filename: string | null;
            /** @description The public URL; null once the file is deleted or expired, for a signed file (POST /v1/generations/{id}/link) and when nothing was stored */
            url: string | null;
            /**
             * @description `expired`: its retention ran out and the sweep deleted the file
             * @enum {string}
             */
            status: "succeeded" | "deleted" | "expired";
            /** @description When its retention deletes the file; null: kept until deleted */
            expiresAt: string | null;
            /** @enum {string} */
            access: "public" | "signed";
            /**
             * @description `inline` and `upload`: the PDF was handed over, never stored here
             * @enum {string}
             */
            delivery: "url" | "inline" | "upload";
            bytes: number | null;
            pages: number | null;
            /** @description Render and upload time */
            durationMs: number | null;
            createdAt: string;
            deletedAt: string | null;
            /** @description The document version it rendered; "draft": an unpublished draft; null: made before versions existed */
            version: (number | "draft") | null;
            /** @description Rendered with a test key: free, watermarked TEST */
            test: boolean;
            /** @description Who generated it from the dashboard; null for a token call */
            user: {
                id: number;
                email: string;
            } | null;
            /** @description The API key of a token call; null from the dashboard */
            apiKeyId: number | null;
        };
        /**
         * @example {
         *       "id": 1,
         *       "email": "ada@example.com",
         *       "createdAt": "2026-11-01T08:00:00.000Z",
         *       "usage": {
         *         "generation": {
         *           "used": 42,
         *           "included": 100,
         *           "topUp": 0,
         *           "remaining": 58,
         *           "periodStart": "2026-11-01T00:00:00.000Z",
         *           "periodEnd": "2026-12-01T00:00:00.000Z"
         *         },
         *         "ai": {
         *           "used": 0,
         *           "included": 0,
         *           "topUp": 0,
         *           "remaining": 0,
         *           "periodStart": "2026-11-01T00:00:00.000Z",
         *           "periodEnd": "2026-12-01T00:00:00.000Z"
         *         }
         *       }
         *     }
         */
        Me: {
            id: number;
            email: string;
            createdAt: string;
            usage: components["schemas"]["Usage"];
        };
        Usage: {
            generation: components["schemas"]["UsageCounter"];
            ai: components["schemas"]["UsageCounter"];
        };
        UsageCounter: {
            used: number;
            included: number;
            topUp: number;
            remaining: number;
            periodStart: string;
            periodEnd: string;
        };
        /**
         * @example {
         *       "id": 3,
         *       "name": "logo.png",
         *       "kind": "image",
         *       "contentType": "image/png",
         *       "bytes": 18240,
         *       "width": 600,
         *       "height": 200,
         *       "url": "https://pdf.example.com/client/1/assets/5d0e8c6e-2c1b-4f7e-9d0a-4f3b2a1c9e77.png",
         *       "createdAt": "2026-11-23T09:30:00.000Z"
         *     }
         * @example {
         *       "id": 4,
         *       "name": "Brand-Bold.woff2",
         *       "kind": "font",
         *       "contentType": "font/woff2",
         *       "bytes": 48120,
         *       "family": "Brand Sans",
         *       "weight": 700,
         *       "style": "normal",
         *       "url": "https://pdf.example.com/client/1/assets/9a7c1e52-1f3d-4c8b-a2e6-0d5f4b3c2a19.woff2",
         *       "createdAt": "2026-11-23T09:30:00.000Z"
         *     }
         */
        Asset: {
            id: number;
            name: string;
            /** @enum {string} */
            kind: "image" | "font";
            contentType: string;
            bytes: number;
            /** @description Images: width in pixels */
            width?: number;
            /** @description Images: height in pixels */
            height?: number;
            /** @description Fonts: family name read from the file */
            family?: string;
            /** @description Fonts: weight (100-900) read from the file */
            weight?: number;
            /**
             * @description Fonts: style read from the file
             * @enum {string}
             */
            style?: "normal" | "italic";
            /** @description Public URL of the stored file */
            url: string;
            /** @description ISO 8601 UTC timestamp */
            createdAt: string;
        };
        AuditCall: {
            id: number;
            /** @description When the response was sent (ISO 8601 UTC) */
            at: string;
            method: string;
            /** @description The route pattern, e.g. /v1/documents/:id (never a query string) */
            route: string;
            status: number;
            latencyMs: number;
            /**
             * @description api: an API token on REST; dashboard: the dashboard cookie; mcp: the MCP server; legacy: POST /generate
             * @enum {string}
             */
            via: "api" | "dashboard" | "mcp" | "legacy";
            /** @description The key used; null for dashboard calls */
            apiKey: {
                id: number;
                name: string;
                prefix: string;
                lastFour: string;
                /** @description The key has been revoked since (its calls stay in the log) */
                revoked: boolean;
                /** @enum {string} */
                kind: "live" | "test";
            } | null;
            /** @description Calls that generated a PDF: the document version rendered ("draft": an unpublished draft) */
            version?: number | "draft";
            /** @description Made with a test key (`tk_test_…`) */
            test: boolean;
            /** @description The dashboard user who called; null for token calls */
            user: {
                id: number;
                email: string;
            } | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accountId": 1,
                     *       "accessExpiresIn": 900
                     *     }
                     */
                    "application/json": {
                        accountId: number;
                        /** @description Seconds until the access cookie expires */
                        accessExpiresIn: number;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessExpiresIn": 900
                     *     }
                     */
                    "application/json": {
                        /** @description Seconds until the access cookie expires */
                        accessExpiresIn: number;
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "correct horse battery staple",
                 *       "newPassword": "a longer and better passphrase"
                 *     }
                 */
                "application/json": {
                    currentPassword: string;
                    /** @description 8-1000 characters */
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "email": "ada@example.com",
                     *       "createdAt": "2026-11-01T08:00:00.000Z",
                     *       "usage": {
                     *         "generation": {
                     *           "used": 42,
                     *           "included": 100,
                     *           "topUp": 0,
                     *           "remaining": 58,
                     *           "periodStart": "2026-11-01T00:00:00.000Z",
                     *           "periodEnd": "2026-12-01T00:00:00.000Z"
                     *         },
                     *         "ai": {
                     *           "used": 0,
                     *           "included": 0,
                     *           "topUp": 0,
                     *           "remaining": 0,
                     *           "periodStart": "2026-11-01T00:00:00.000Z",
                     *           "periodEnd": "2026-12-01T00:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "signup": false,
                     *       "sso": true
                     *     }
                     */
                    "application/json": {
                        /** @description Whether POST /v1/auth/signup is open (SIGNUP_ENABLED) */
                        signup: boolean;
                        /** @description Whether "Sign in with SSO" is on (OIDC_ISSUER): GET /v1/auth/oidc/start */
                        sso: boolean;
                    };
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "email": "ada@example.com"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        email: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiKeys": [
                     *         {
                     *           "id": 7,
                     *           "name": "Billing service",
                     *           "prefix": "tk_live_Ab3d",
                     *           "lastFour": "x9Qz",
                     *           "lastUsedAt": "2026-11-23T10:02:11.000Z",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "kind": "live",
                     *           "retention": null,
                     *           "usage7d": [
                     *             0,
                     *             12,
                     *             40,
                     *             3,
                     *             0,
                     *             0,
                     *             27
                     *           ],
                     *           "createdBy": {
                     *             "id": 1,
                     *             "email": "ada@example.com"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        apiKeys: {
                            id: number;
                            name: string;
                            prefix: string;
                            lastFour: string;
                            lastUsedAt: string | null;
                            createdAt: string;
                            /**
                             * @description `live` (default, `tk_live_…`): renders cost credits. `test` (`tk_test_…`): renders are free, watermarked TEST on every page, marked `test: true`, counted apart and rate-limited on their own
                             * @enum {string}
                             */
                            kind: "live" | "test";
                            /** @description Time to live of every file this key renders (`{ ttlSeconds }`, 60 s to ten years); null: none. A request may shorten it with options.retention, never lengthen it */
                            retention: {
                                /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                                ttlSeconds: number;
                            } | null;
                            usage7d: number[];
                            /** @description The user who created it; null when made by an operator command or before teams */
                            createdBy: {
                                id: number;
                                email: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-100 characters (grapheme clusters), at most 3200 bytes */
                    name: string;
                    /**
                     * @description `live` (default, `tk_live_…`): renders cost credits. `test` (`tk_test_…`): renders are free, watermarked TEST on every page, marked `test: true`, counted apart and rate-limited on their own
                     * @enum {string}
                     */
                    kind?: "live" | "test";
                    /** @description Time to live of every file this key renders (`{ ttlSeconds }`, 60 s to ten years); null: none. A request may shorten it with options.retention, never lengthen it */
                    retention?: {
                        /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                        ttlSeconds: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Billing service",
                     *       "prefix": "tk_live_Ab3d",
                     *       "lastFour": "x9Qz",
                     *       "lastUsedAt": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "kind": "live",
                     *       "retention": null,
                     *       "token": "tk_live_Ab3dEfGh1234567890abcdefghijklmnX1y2x9Qz"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        name: string;
                        prefix: string;
                        lastFour: string;
                        lastUsedAt: string | null;
                        createdAt: string;
                        /**
                         * @description `live` (default, `tk_live_…`): renders cost credits. `test` (`tk_test_…`): renders are free, watermarked TEST on every page, marked `test: true`, counted apart and rate-limited on their own
                         * @enum {string}
                         */
                        kind: "live" | "test";
                        /** @description Time to live of every file this key renders (`{ ttlSeconds }`, 60 s to ten years); null: none. A request may shorten it with options.retention, never lengthen it */
                        retention: {
                            /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                            ttlSeconds: number;
                        } | null;
                        /** @description Shown this once */
                        token: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": 3,
                     *         "email": "grace@example.com"
                     *       },
                     *       "workspace": {
                     *         "id": 1,
                     *         "name": "Acme"
                     *       },
                     *       "role": "editor",
                     *       "permissions": [
                     *         "session",
                     *         "documents:read",
                     *         "documents:write",
                     *         "files:read",
                     *         "files:delete",
                     *         "generate",
                     *         "assistant",
                     *         "usage:read",
                     *         "members:read"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        user: {
                            id: number;
                            /** @description The signed-in person (not the workspace owner) */
                            email: string;
                        };
                        workspace: {
                            id: number;
                            name: string;
                        };
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        /** @description What the role allows in this workspace (the server's one table): the dashboard shows the pages and actions these allow. Each route still checks its own */
                        permissions: ("session" | "documents:read" | "documents:write" | "files:read" | "files:delete" | "generate" | "assistant" | "usage:read" | "members:read" | "members:write" | "keys:manage" | "webhooks:manage" | "signing:manage" | "workspace:write" | "members:manage-owners" | "workspace:delete")[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    switchWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workspaceId": 4
                 *     }
                 */
                "application/json": {
                    workspaceId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": 3,
                     *         "email": "grace@example.com"
                     *       },
                     *       "workspace": {
                     *         "id": 1,
                     *         "name": "Acme"
                     *       },
                     *       "role": "editor",
                     *       "permissions": [
                     *         "session",
                     *         "documents:read",
                     *         "documents:write",
                     *         "files:read",
                     *         "files:delete",
                     *         "generate",
                     *         "assistant",
                     *         "usage:read",
                     *         "members:read"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        user: {
                            id: number;
                            /** @description The signed-in person (not the workspace owner) */
                            email: string;
                        };
                        workspace: {
                            id: number;
                            name: string;
                        };
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        /** @description What the role allows in this workspace (the server's one table): the dashboard shows the pages and actions these allow. Each route still checks its own */
                        permissions: ("session" | "documents:read" | "documents:write" | "files:read" | "files:delete" | "generate" | "assistant" | "usage:read" | "members:read" | "members:write" | "keys:manage" | "webhooks:manage" | "signing:manage" | "workspace:write" | "members:manage-owners" | "workspace:delete")[];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workspaces": [
                     *         {
                     *           "id": 1,
                     *           "name": "Acme",
                     *           "role": "owner",
                     *           "current": true,
                     *           "keepVariables": true,
                     *           "createdAt": "2026-11-01T08:00:00.000Z"
                     *         },
                     *         {
                     *           "id": 4,
                     *           "name": "Client work",
                     *           "role": "editor",
                     *           "current": false,
                     *           "keepVariables": false,
                     *           "createdAt": "2026-11-20T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        workspaces: {
                            /** @description The workspace id: the `accountId` of the spec */
                            id: number;
                            name: string;
                            /**
                             * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "editor" | "viewer";
                            /** @description Whether it is the session's current workspace */
                            current: boolean;
                            /** @description true (default): a batch item's variables are kept (the dashboard shows them) until its file expires or is deleted. false: none are kept past the render, on every render path; turning it off empties those already kept. A single generate (REST, legacy, MCP) never stores its variables either way */
                            keepVariables: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme design team"
                 *     }
                 */
                "application/json": {
                    /** @description 1-100 characters (grapheme clusters), at most 3200 bytes */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Acme",
                     *       "role": "owner",
                     *       "current": true,
                     *       "keepVariables": true,
                     *       "createdAt": "2026-11-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description The workspace id: the `accountId` of the spec */
                        id: number;
                        name: string;
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        /** @description Whether it is the session's current workspace */
                        current: boolean;
                        /** @description true (default): a batch item's variables are kept (the dashboard shows them) until its file expires or is deleted. false: none are kept past the render, on every render path; turning it off empties those already kept. A single generate (REST, legacy, MCP) never stores its variables either way */
                        keepVariables: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-100 characters (grapheme clusters), at most 3200 bytes */
                    name?: string;
                    /** @description true (default): a batch item's variables are kept (the dashboard shows them) until its file expires or is deleted. false: none are kept past the render, on every render path; turning it off empties those already kept. A single generate (REST, legacy, MCP) never stores its variables either way */
                    keepVariables?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "name": "Acme",
                     *       "role": "owner",
                     *       "current": true,
                     *       "keepVariables": true,
                     *       "createdAt": "2026-11-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description The workspace id: the `accountId` of the spec */
                        id: number;
                        name: string;
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        /** @description Whether it is the session's current workspace */
                        current: boolean;
                        /** @description true (default): a batch item's variables are kept (the dashboard shows them) until its file expires or is deleted. false: none are kept past the render, on every render path; turning it off empties those already kept. A single generate (REST, legacy, MCP) never stores its variables either way */
                        keepVariables: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "members": [
                     *         {
                     *           "userId": 1,
                     *           "email": "ada@example.com",
                     *           "role": "owner",
                     *           "joinedAt": "2026-11-01T08:00:00.000Z"
                     *         },
                     *         {
                     *           "userId": 3,
                     *           "email": "grace@example.com",
                     *           "role": "editor",
                     *           "joinedAt": "2026-11-20T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        members: {
                            userId: number;
                            email: string;
                            /**
                             * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "editor" | "viewer";
                            joinedAt: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: {
                /** @description true: also revoke the API keys this member created in the workspace (default false: they keep working) */
                revokeKeys?: "true" | "false";
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                     * @enum {string}
                     */
                    role: "owner" | "admin" | "editor" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userId": 3,
                     *       "email": "grace@example.com",
                     *       "role": "editor",
                     *       "joinedAt": "2026-11-20T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        userId: number;
                        email: string;
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        joinedAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invitations": [
                     *         {
                     *           "id": 5,
                     *           "email": "grace@example.com",
                     *           "role": "editor",
                     *           "invitedBy": {
                     *             "id": 1,
                     *             "email": "ada@example.com"
                     *           },
                     *           "createdAt": "2026-11-23T09:00:00.000Z",
                     *           "expiresAt": "2026-11-30T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /**
                             * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "editor" | "viewer";
                            invitedBy: {
                                id: number;
                                email: string;
                            } | null;
                            createdAt: string;
                            /** @description 7 days after creation */
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "role": "editor"
                 *     }
                 */
                "application/json": {
                    email: string;
                    /**
                     * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                     * @enum {string}
                     */
                    role: "owner" | "admin" | "editor" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "email": "grace@example.com",
                     *       "role": "editor",
                     *       "invitedBy": {
                     *         "id": 1,
                     *         "email": "ada@example.com"
                     *       },
                     *       "createdAt": "2026-11-23T09:00:00.000Z",
                     *       "expiresAt": "2026-11-30T09:00:00.000Z",
                     *       "token": "inv_Zx8…",
                     *       "url": "https://pdf.example.com/invitation#token=inv_Zx8…",
                     *       "emailed": true,
                     *       "mailConfigured": true
                     *     }
                     */
                    "application/json": {
                        id: number;
                        email: string;
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        invitedBy: {
                            id: number;
                            email: string;
                        } | null;
                        createdAt: string;
                        /** @description 7 days after creation */
                        expiresAt: string;
                        /** @description Single use; shown this once (only its SHA-256 is stored) */
                        token: string;
                        /** @description The dashboard page that accepts it, the token in the fragment */
                        url: string;
                        /** @description Whether it was sent by email (SMTP_URL set and the server took it) */
                        emailed: boolean;
                        /** @description Whether this server sends email at all (SMTP_URL set). false: nothing was sent, share `url` yourself */
                        mailConfigured: boolean;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "inv_Zx8…"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workspace": {
                     *         "name": "Acme"
                     *       },
                     *       "role": "editor",
                     *       "email": "grace@example.com",
                     *       "invitedBy": {
                     *         "email": "ada@example.com"
                     *       },
                     *       "expiresAt": "2026-11-30T09:00:00.000Z",
                     *       "existingUser": false
                     *     }
                     */
                    "application/json": {
                        workspace: {
                            name: string;
                        };
                        /**
                         * @description owner: everything, deleting the workspace, making owners; admin: members, invitations, API keys and all an editor does; editor: documents, folders, assets, generating, the assistant; viewer: reads only
                         * @enum {string}
                         */
                        role: "owner" | "admin" | "editor" | "viewer";
                        /** @description The address it was sent to: accepting makes (or signs in) the user of this email */
                        email: string;
                        invitedBy: {
                            email: string;
                        } | null;
                        expiresAt: string;
                        /** @description true: this email already has a Quire user, who accepts with their password; false: the new user chooses one */
                        existingUser: boolean;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "inv_Zx8…",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @description A new user chooses one (8-1000 characters); an existing user gives theirs, unless signed in as that user */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accountId": 4,
                     *       "userId": 9,
                     *       "accessExpiresIn": 900
                     *     }
                     */
                    "application/json": {
                        accountId: number;
                        /** @description Seconds until the access cookie expires */
                        accessExpiresIn: number;
                        userId: number;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description A folder id, or `root` for documents in no folder; omitted: all */
                folderId?: "root" | number;
                /** @description Only documents of this kind (`document` or `partial`); omitted: both */
                kind?: "document" | "partial";
                /** @description true: only the archived documents (the dashboard's Archived view). Default: only the others. */
                archived?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "documents": [
                     *         {
                     *           "id": 1,
                     *           "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *           "name": "Invoice",
                     *           "framework": "TAILWIND",
                     *           "format": "A4",
                     *           "landscape": false,
                     *           "folderId": null,
                     *           "previewUrl": "https://pdf.example.com/client/1/previews/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11-1763760000000.png",
                     *           "previewUpdatedAt": "2026-11-23T09:30:00.000Z",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "lastUsedViaApi": null,
                     *           "kind": "document",
                     *           "templateError": null,
                     *           "previewError": null,
                     *           "publishing": "auto",
                     *           "publishedVersion": 3,
                     *           "draftChanged": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        documents: components["schemas"]["DocumentListItem"][];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-200 characters (grapheme clusters), at most 6400 bytes */
                    name: string;
                    body?: string;
                    /** @enum {string} */
                    framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                    /** @enum {string} */
                    format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                    landscape?: boolean;
                    fonts?: {
                        name: string;
                        variants: string[];
                        master?: boolean;
                    }[];
                    variables?: {
                        [key: string]: unknown;
                    };
                    archived?: boolean;
                    folderId?: number | null;
                    /**
                     * @description `document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)
                     * @enum {string}
                     */
                    kind?: "document" | "partial";
                    /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
                    header?: string;
                    /** @description Handlebars HTML printed in the bottom margin of every page */
                    footer?: string;
                    margins?: {
                        top: number;
                        right: number;
                        bottom: number;
                        left: number;
                    } | null;
                    /** @description false: page 1 has no header (the footer stays) */
                    headerOnFirstPage?: boolean;
                    /** @description PDF Title (Handlebars); null: the document name */
                    title?: string | null;
                    /** @description PDF Author (Handlebars) */
                    author?: string | null;
                    /** @description PDF Subject (Handlebars) */
                    subject?: string | null;
                    /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
                    keywords?: string | null;
                    /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
                    lang?: string | null;
                    /** @description Tagged (accessible) PDF with a structure tree; slower */
                    tagged?: boolean;
                    /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
                    pdfa?: ("2b" | "3b") | null;
                    /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
                    sign?: {
                        /**
                         * Format: uuid
                         * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                         */
                        certificateId: string;
                        /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                        reason?: string;
                        /** @description Where it is signed, e.g. "Berlin" */
                        location?: string;
                        /** @description How to reach the signer */
                        contactInfo?: string;
                        /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                        timestamp?: boolean;
                        /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                        visible?: {
                            /** @description Page number, from 1 */
                            page: number;
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        } | null;
                    } | null;
                    /**
                     * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
                     * @example {
                     *       "type": "object",
                     *       "required": [
                     *         "recipient"
                     *       ],
                     *       "properties": {
                     *         "recipient": {
                     *           "type": "string",
                     *           "minLength": 1
                     *         },
                     *         "issued": {
                     *           "type": "string",
                     *           "format": "date"
                     *         }
                     *       }
                     *     }
                     */
                    variablesSchema?: {
                        [key: string]: unknown;
                    } | null;
                    /**
                     * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
                     * @example [
                     *       {
                     *         "name": "Long address",
                     *         "variables": {
                     *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
                     *         }
                     *       }
                     *     ]
                     */
                    samples?: {
                        /** @description Unique among the samples of the document */
                        name: string;
                        variables: {
                            [key: string]: unknown;
                        };
                    }[];
                    /**
                     * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
                     * @enum {string}
                     */
                    publishing?: "auto" | "manual";
                    /** @description Deletes every file rendered from this document `ttlSeconds` after its render (60 s to ten years); null (default): kept until deleted */
                    retention?: {
                        /** @description Seconds the file lives after its render, 60 to 315360000 (ten years) */
                        ttlSeconds: number;
                    } | null;
                    /** @description Id of a starter (GET /v1/starters): the new document takes its body, header, footer, page settings and sample variables. Fields sent alongside (except body) override the starter's. */
                    starter?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedDocument"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Invoice 2026",
                 *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                 *       "format": "A4",
                 *       "variables": {
                 *         "number": "INV-001"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DocumentPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "folders": [
                     *         {
                     *           "id": 3,
                     *           "name": "Invoices",
                     *           "emoji": "🧾",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "documentsCount": 4
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        folders: {
                            id: number;
                            name: string;
                            emoji: string | null;
                            createdAt: string;
                            updatedAt: string;
                            documentsCount: number;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Invoices",
                 *       "emoji": "🧾"
                 *     }
                 */
                "application/json": {
                    /** @description 1-100 characters (grapheme clusters), at most 3200 bytes */
                    name: string;
                    emoji?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Invoices",
                     *       "emoji": "🧾",
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Folder"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-100 characters (grapheme clusters), at most 3200 bytes */
                    name?: string;
                    emoji?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3,
                     *       "name": "Invoices",
                     *       "emoji": "🧾",
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Folder"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVersions: {
        parameters: {
            query?: {
                /** @description Versions per page, 1-100 (default 20) */
                limit?: number;
                /** @description Older items: the `nextBefore` of the previous page */
                before?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "versions": [
                     *         {
                     *           "number": 3,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "note": "New bank details in the footer",
                     *           "restoredFrom": null,
                     *           "published": true,
                     *           "createdBy": {
                     *             "via": "api",
                     *             "apiKey": {
                     *               "id": 3,
                     *               "name": "CI deploy",
                     *               "prefix": "tk_live_8fQ2",
                     *               "lastFour": "x9Tb"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "number": 2,
                     *           "createdAt": "2026-11-20T17:02:11.000Z",
                     *           "note": null,
                     *           "restoredFrom": null,
                     *           "published": false,
                     *           "createdBy": {
                     *             "via": "dashboard",
                     *             "email": "ada@example.com"
                     *           }
                     *         }
                     *       ],
                     *       "nextBefore": "MjAyNi0xMS0yMFQxNzowMjoxMS4wMDBafDI"
                     *     }
                     */
                    "application/json": {
                        versions: {
                            number: number;
                            /** @description ISO 8601 UTC timestamp */
                            createdAt: string;
                            createdBy: {
                                /**
                                 * @description dashboard: the dashboard; api: an API token; mcp: an MCP client; assistant: an AI proposal; migration: version 1 of a document that existed before versions
                                 * @enum {string}
                                 */
                                via: "dashboard" | "api" | "mcp" | "assistant" | "migration";
                                /** @description The API key used (api and mcp) */
                                apiKey?: {
                                    id: number;
                                    name: string;
                                    prefix: string;
                                    lastFour: string;
                                };
                                /** @description The account signed in to the dashboard */
                                email?: string;
                            };
                            note: string | null;
                            /** @description The version a restore copied, or null */
                            restoredFrom: number | null;
                            /** @description This is the version generation renders */
                            published: boolean;
                        }[];
                        /** @description Pass as `before` for older versions; null on the last page */
                        nextBefore: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The version number (1, 2, 3…) */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "number": 3,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "note": "New bank details in the footer",
                     *       "restoredFrom": null,
                     *       "published": true,
                     *       "createdBy": {
                     *         "via": "api",
                     *         "apiKey": {
                     *           "id": 3,
                     *           "name": "CI deploy",
                     *           "prefix": "tk_live_8fQ2",
                     *           "lastFour": "x9Tb"
                     *         }
                     *       },
                     *       "snapshot": {
                     *         "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *         "framework": "TAILWIND",
                     *         "format": "A4",
                     *         "landscape": false,
                     *         "fonts": [],
                     *         "header": "",
                     *         "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *         "margins": null,
                     *         "headerOnFirstPage": true,
                     *         "title": "Invoice {{number}}",
                     *         "author": null,
                     *         "subject": null,
                     *         "keywords": null,
                     *         "lang": "en",
                     *         "tagged": false,
                     *         "pdfa": null,
                     *         "sign": null,
                     *         "variablesSchema": null,
                     *         "samples": []
                     *       },
                     *       "partials": {
                     *         "letterhead": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        number: number;
                        /** @description ISO 8601 UTC timestamp */
                        createdAt: string;
                        createdBy: {
                            /**
                             * @description dashboard: the dashboard; api: an API token; mcp: an MCP client; assistant: an AI proposal; migration: version 1 of a document that existed before versions
                             * @enum {string}
                             */
                            via: "dashboard" | "api" | "mcp" | "assistant" | "migration";
                            /** @description The API key used (api and mcp) */
                            apiKey?: {
                                id: number;
                                name: string;
                                prefix: string;
                                lastFour: string;
                            };
                            /** @description The account signed in to the dashboard */
                            email?: string;
                        };
                        note: string | null;
                        /** @description The version a restore copied, or null */
                        restoredFrom: number | null;
                        /** @description This is the version generation renders */
                        published: boolean;
                        snapshot: {
                            body: string;
                            /** @enum {string} */
                            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape: boolean;
                            fonts: components["schemas"]["Font"][];
                            /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
                            header: string;
                            /** @description Handlebars HTML printed in the bottom margin of every page */
                            footer: string;
                            margins: {
                                top: number;
                                right: number;
                                bottom: number;
                                left: number;
                            } | null;
                            /** @description false: page 1 has no header (the footer stays) */
                            headerOnFirstPage: boolean;
                            /** @description PDF Title (Handlebars); null: the document name */
                            title: string | null;
                            /** @description PDF Author (Handlebars) */
                            author: string | null;
                            /** @description PDF Subject (Handlebars) */
                            subject: string | null;
                            /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
                            keywords: string | null;
                            /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
                            lang: string | null;
                            /** @description Tagged (accessible) PDF with a structure tree; slower */
                            tagged: boolean;
                            /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
                            pdfa: ("2b" | "3b") | null;
                            /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
                            sign: {
                                /**
                                 * Format: uuid
                                 * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                                 */
                                certificateId: string;
                                /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                                reason?: string;
                                /** @description Where it is signed, e.g. "Berlin" */
                                location?: string;
                                /** @description How to reach the signer */
                                contactInfo?: string;
                                /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                                timestamp?: boolean;
                                /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                                visible?: {
                                    /** @description Page number, from 1 */
                                    page: number;
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                } | null;
                            } | null;
                            /**
                             * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
                             * @example {
                             *       "type": "object",
                             *       "required": [
                             *         "recipient"
                             *       ],
                             *       "properties": {
                             *         "recipient": {
                             *           "type": "string",
                             *           "minLength": 1
                             *         },
                             *         "issued": {
                             *           "type": "string",
                             *           "format": "date"
                             *         }
                             *       }
                             *     }
                             */
                            variablesSchema: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
                             * @example [
                             *       {
                             *         "name": "Long address",
                             *         "variables": {
                             *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
                             *         }
                             *       }
                             *     ]
                             */
                            samples: {
                                /** @description Unique among the samples of the document */
                                name: string;
                                variables: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                        /**
                         * @description The partials this version includes (also through other partials), each with its version number when this version was made: a render pinned to this version includes those. Empty when it includes none, or was made before partial versions were recorded
                         * @example {
                         *       "letterhead": 3
                         *     }
                         */
                        partials: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publishDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What changed, at most 500 characters (shown in the history) */
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The version number (1, 2, 3…) */
                n: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What changed, at most 500 characters (shown in the history) */
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false
                     *     }
                     */
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    diffDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A version number (1, 2, 3…), "published" (the version generation renders) or "draft" (the saved, unpublished fields)
                     * @example 3
                     * @example published
                     * @example draft
                     */
                    from: number | "published" | "draft";
                    /**
                     * @description A version number (1, 2, 3…), "published" (the version generation renders) or "draft" (the saved, unpublished fields)
                     * @example 3
                     * @example published
                     * @example draft
                     */
                    to: number | "published" | "draft";
                    /** @description The name of one of the document's `samples`: its variables render both sides. Absent: the document's default sample `variables` */
                    sample?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changes": [
                     *         {
                     *           "page": 1,
                     *           "changedRatio": 0,
                     *           "image": "https://pdf.example.com/files/client/7/diffs/8d0c2b4e-5f1a-4c3e-9b7d-2a6e1f0c3d4b-p1.png"
                     *         },
                     *         {
                     *           "page": 2,
                     *           "changedRatio": 0.0132,
                     *           "image": "https://pdf.example.com/files/client/7/diffs/8d0c2b4e-5f1a-4c3e-9b7d-2a6e1f0c3d4b-p2.png"
                     *         }
                     *       ],
                     *       "pageCount": {
                     *         "from": 2,
                     *         "to": 2
                     *       },
                     *       "textDiff": "===================================================================\n--- v3\n+++ draft\n@@ -5,3 +5,3 @@\n [page 2]\n-Total due: 1,042.00 EUR\n+Total due: 1,142.00 EUR\n Thank you\n",
                     *       "expiresAt": "2026-11-28T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @description One entry per page of the longer rendering, in page order */
                        changes: {
                            /** @description The page number, from 1 */
                            page: number;
                            /** @description The share of the page's pixels that differ, 0 to 1: 0 for an identical page, 1 for a page that only one side has */
                            changedRatio: number;
                            /** @description URL of a PNG of the page of `to`, faded, with the changed pixels in red (a page only one side has: that page, wholly red). Kept for a day (`expiresAt`), then deleted */
                            image: string;
                        }[];
                        /** @description Pages of each rendering */
                        pageCount: {
                            from: number;
                            to: number;
                        };
                        /** @description A unified diff of the pages' text (each page under a `[page N]` line), labelled `vN` (a version; "published" is its number) and `draft`; no hunk when the text is the same */
                        textDiff: string;
                        /** @description When the page images are deleted (a day after the diff) */
                        expiresAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND or SAMPLE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PARTIAL_NOT_RENDERABLE or TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PARTIAL_NOT_RENDERABLE",
                     *       "message": "This document is a partial: it is included by other templates with {{> name}} and is never rendered on its own. Generate one of the documents that include it."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RENDER_QUEUE_FULL or SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RENDER_QUEUE_FULL",
                     *       "message": "The rendering queue is full. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    duplicateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The copy's name; default: the source's name with " (copy)" */
                    name?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedDocument"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportDocument: {
        parameters: {
            query?: {
                /** @description Which version: absent, the published one; a number; or draft */
                version?: "draft" | number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A document moved between Quire instances: its render-affecting fields (the published version), sample variables, and the account assets its templates name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format": "quire.document",
                     *       "formatVersion": 1,
                     *       "exportedAt": "2026-11-23T09:30:00.000Z",
                     *       "document": {
                     *         "name": "Invoice",
                     *         "publishing": "manual",
                     *         "version": 3,
                     *         "variables": {
                     *           "number": "INV-001"
                     *         },
                     *         "body": "<img src=\"{{asset \"logo.png\"}}\"><h1>Invoice {{number}}</h1>",
                     *         "framework": "TAILWIND",
                     *         "format": "A4",
                     *         "landscape": false,
                     *         "fonts": [],
                     *         "header": "",
                     *         "footer": "",
                     *         "margins": null,
                     *         "headerOnFirstPage": true,
                     *         "title": null,
                     *         "author": null,
                     *         "subject": null,
                     *         "keywords": null,
                     *         "lang": null,
                     *         "tagged": false
                     *       },
                     *       "assets": [
                     *         {
                     *           "name": "logo.png",
                     *           "kind": "image",
                     *           "contentType": "image/png",
                     *           "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        format: "quire.document";
                        /** @enum {number} */
                        formatVersion: 1;
                        exportedAt?: string;
                        document: {
                            /** @description 1-200 characters (grapheme clusters), at most 6400 bytes */
                            name: string;
                            body: string;
                            /** @enum {string} */
                            framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape?: boolean;
                            fonts?: components["schemas"]["Font"][];
                            /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
                            header?: string;
                            /** @description Handlebars HTML printed in the bottom margin of every page */
                            footer?: string;
                            margins?: {
                                top: number;
                                right: number;
                                bottom: number;
                                left: number;
                            } | null;
                            /** @description false: page 1 has no header (the footer stays) */
                            headerOnFirstPage?: boolean;
                            /** @description PDF Title (Handlebars); null: the document name */
                            title?: string | null;
                            /** @description PDF Author (Handlebars) */
                            author?: string | null;
                            /** @description PDF Subject (Handlebars) */
                            subject?: string | null;
                            /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
                            keywords?: string | null;
                            /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
                            lang?: string | null;
                            /** @description Tagged (accessible) PDF with a structure tree; slower */
                            tagged?: boolean;
                            /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
                            pdfa?: ("2b" | "3b") | null;
                            /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
                            sign?: {
                                /**
                                 * Format: uuid
                                 * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                                 */
                                certificateId: string;
                                /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                                reason?: string;
                                /** @description Where it is signed, e.g. "Berlin" */
                                location?: string;
                                /** @description How to reach the signer */
                                contactInfo?: string;
                                /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                                timestamp?: boolean;
                                /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                                visible?: {
                                    /** @description Page number, from 1 */
                                    page: number;
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                } | null;
                            } | null;
                            /**
                             * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
                             * @example {
                             *       "type": "object",
                             *       "required": [
                             *         "recipient"
                             *       ],
                             *       "properties": {
                             *         "recipient": {
                             *           "type": "string",
                             *           "minLength": 1
                             *         },
                             *         "issued": {
                             *           "type": "string",
                             *           "format": "date"
                             *         }
                             *       }
                             *     }
                             */
                            variablesSchema?: {
                                [key: string]: unknown;
                            } | null;
                            /**
                             * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
                             * @example [
                             *       {
                             *         "name": "Long address",
                             *         "variables": {
                             *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
                             *         }
                             *       }
                             *     ]
                             */
                            samples?: {
                                /** @description Unique among the samples of the document */
                                name: string;
                                variables: {
                                    [key: string]: unknown;
                                };
                            }[];
                            variables?: {
                                [key: string]: unknown;
                            };
                            /**
                             * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
                             * @enum {string}
                             */
                            publishing?: "auto" | "manual";
                            /** @description The version exported (informative) */
                            version?: number;
                        };
                        assets: {
                            name: string;
                            /** @enum {string} */
                            kind: "image" | "font";
                            contentType: string;
                            /**
                             * Format: byte
                             * @description The file, base64
                             */
                            data: string;
                        }[];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error storage_unavailable. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "storage_unavailable",
                     *       "message": "The file could not be stored. Your credit was refunded; it is safe to retry."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importDocument: {
        parameters: {
            query?: {
                /** @description A bundled asset whose name the account uses for other content: absent, 409 CONFLICT; rename, imported as name-2.ext (the templates follow); replace, the account's file is replaced */
                assets?: "rename" | "replace";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A document moved between Quire instances: its render-affecting fields (the published version), sample variables, and the account assets its templates name. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "quire.document",
                 *       "formatVersion": 1,
                 *       "exportedAt": "2026-11-23T09:30:00.000Z",
                 *       "document": {
                 *         "name": "Invoice",
                 *         "publishing": "manual",
                 *         "version": 3,
                 *         "variables": {
                 *           "number": "INV-001"
                 *         },
                 *         "body": "<img src=\"{{asset \"logo.png\"}}\"><h1>Invoice {{number}}</h1>",
                 *         "framework": "TAILWIND",
                 *         "format": "A4",
                 *         "landscape": false,
                 *         "fonts": [],
                 *         "header": "",
                 *         "footer": "",
                 *         "margins": null,
                 *         "headerOnFirstPage": true,
                 *         "title": null,
                 *         "author": null,
                 *         "subject": null,
                 *         "keywords": null,
                 *         "lang": null,
                 *         "tagged": false
                 *       },
                 *       "assets": [
                 *         {
                 *           "name": "logo.png",
                 *           "kind": "image",
                 *           "contentType": "image/png",
                 *           "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    format: "quire.document";
                    /** @enum {number} */
                    formatVersion: 1;
                    exportedAt?: string;
                    document: {
                        /** @description 1-200 characters (grapheme clusters), at most 6400 bytes */
                        name: string;
                        body: string;
                        /** @enum {string} */
                        framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                        /** @enum {string} */
                        format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                        landscape?: boolean;
                        fonts?: {
                            name: string;
                            variants: string[];
                            master?: boolean;
                        }[];
                        /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
                        header?: string;
                        /** @description Handlebars HTML printed in the bottom margin of every page */
                        footer?: string;
                        margins?: {
                            top: number;
                            right: number;
                            bottom: number;
                            left: number;
                        } | null;
                        /** @description false: page 1 has no header (the footer stays) */
                        headerOnFirstPage?: boolean;
                        /** @description PDF Title (Handlebars); null: the document name */
                        title?: string | null;
                        /** @description PDF Author (Handlebars) */
                        author?: string | null;
                        /** @description PDF Subject (Handlebars) */
                        subject?: string | null;
                        /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
                        keywords?: string | null;
                        /** @description Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang */
                        lang?: string | null;
                        /** @description Tagged (accessible) PDF with a structure tree; slower */
                        tagged?: boolean;
                        /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
                        pdfa?: ("2b" | "3b") | null;
                        /** @description Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md */
                        sign?: {
                            /**
                             * Format: uuid
                             * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                             */
                            certificateId: string;
                            /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                            reason?: string;
                            /** @description Where it is signed, e.g. "Berlin" */
                            location?: string;
                            /** @description How to reach the signer */
                            contactInfo?: string;
                            /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                            timestamp?: boolean;
                            /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                            visible?: {
                                /** @description Page number, from 1 */
                                page: number;
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            } | null;
                        } | null;
                        /**
                         * @description JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md
                         * @example {
                         *       "type": "object",
                         *       "required": [
                         *         "recipient"
                         *       ],
                         *       "properties": {
                         *         "recipient": {
                         *           "type": "string",
                         *           "minLength": 1
                         *         },
                         *         "issued": {
                         *           "type": "string",
                         *           "format": "date"
                         *         }
                         *       }
                         *     }
                         */
                        variablesSchema?: {
                            [key: string]: unknown;
                        } | null;
                        /**
                         * @description Named test data beside the default `variables`: at most 20, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template
                         * @example [
                         *       {
                         *         "name": "Long address",
                         *         "variables": {
                         *           "recipient": "Dr. Maximiliane Mustermann-Schmidt"
                         *         }
                         *       }
                         *     ]
                         */
                        samples?: {
                            /** @description Unique among the samples of the document */
                            name: string;
                            variables: {
                                [key: string]: unknown;
                            };
                        }[];
                        variables?: {
                            [key: string]: unknown;
                        };
                        /**
                         * @description auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish
                         * @enum {string}
                         */
                        publishing?: "auto" | "manual";
                        /** @description The version exported (informative) */
                        version?: number;
                    };
                    assets: {
                        name: string;
                        /** @enum {string} */
                        kind: "image" | "font";
                        contentType: string;
                        /**
                         * Format: byte
                         * @description The file, base64
                         */
                        data: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "uuid": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "name": "Invoice",
                     *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                     *       "framework": "TAILWIND",
                     *       "format": "A4",
                     *       "landscape": false,
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "master": true
                     *         }
                     *       ],
                     *       "variables": {
                     *         "number": "INV-001"
                     *       },
                     *       "archived": false,
                     *       "kind": "document",
                     *       "header": "<div class=\"text-xs text-gray-500\">Acme GmbH</div>",
                     *       "footer": "<div class=\"text-xs\">Page {{pageNumber}} of {{totalPages}}</div>",
                     *       "margins": {
                     *         "top": 20,
                     *         "right": 15,
                     *         "bottom": 20,
                     *         "left": 15
                     *       },
                     *       "headerOnFirstPage": true,
                     *       "title": "Invoice {{number}}",
                     *       "author": "Acme GmbH",
                     *       "subject": null,
                     *       "keywords": "invoice",
                     *       "lang": "en",
                     *       "tagged": false,
                     *       "templateError": null,
                     *       "previewError": null,
                     *       "folderId": null,
                     *       "retention": null,
                     *       "pdfa": null,
                     *       "sign": null,
                     *       "variablesSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "number"
                     *         ],
                     *         "properties": {
                     *           "number": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "samples": [
                     *         {
                     *           "name": "Long number",
                     *           "variables": {
                     *             "number": "INV-2026-000001"
                     *           }
                     *         }
                     *       ],
                     *       "sampleProblems": [],
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "publishing": "auto",
                     *       "publishedVersion": 3,
                     *       "draftChanged": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedDocument"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "CONFLICT",
                     *       "message": "Assets of the bundle have other content than the account's assets of the same name: logo.png. Import with ?assets=rename or ?assets=replace."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error storage_unavailable. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "storage_unavailable",
                     *       "message": "The file could not be stored. Your credit was refunded; it is safe to retry."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inferVariablesSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Schema (draft 2020-12) object: save it (edited or not) as the document's `variablesSchema` with PATCH /v1/documents/{id} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "object",
                     *       "properties": {
                     *         "customer": {
                     *           "type": "object",
                     *           "properties": {
                     *             "name": {
                     *               "type": "string",
                     *               "examples": [
                     *                 "Ada Lovelace"
                     *               ]
                     *             }
                     *           },
                     *           "required": [
                     *             "name"
                     *           ]
                     *         },
                     *         "lines": {
                     *           "type": "array",
                     *           "items": {
                     *             "type": "object",
                     *             "properties": {
                     *               "description": {
                     *                 "type": "string",
                     *                 "examples": [
                     *                   "Consulting"
                     *                 ]
                     *               },
                     *               "price": {
                     *                 "type": "number",
                     *                 "examples": [
                     *                   1250
                     *                 ]
                     *               }
                     *             },
                     *             "required": [
                     *               "description",
                     *               "price"
                     *             ]
                     *           }
                     *         },
                     *         "discount": {
                     *           "type": "number",
                     *           "examples": [
                     *             5
                     *           ]
                     *         }
                     *       },
                     *       "required": [
                     *         "customer",
                     *         "lines"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TEMPLATE_ERROR",
                     *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStarters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "starters": [
                     *         {
                     *           "id": "invoice",
                     *           "name": "Invoice",
                     *           "description": "Itemised invoice with totals, tax and payment details; the table header repeats on every page.",
                     *           "thumbnailUrl": "https://pdf.example.com/v1/starters/invoice/thumbnail.png",
                     *           "format": "A4",
                     *           "landscape": false,
                     *           "framework": "NONE",
                     *           "frameworks": [
                     *             "NONE"
                     *           ],
                     *           "locales": [
                     *             "en-US",
                     *             "de-DE"
                     *           ],
                     *           "variables": {
                     *             "en-US": {
                     *               "number": "INV-2026-0042"
                     *             },
                     *             "de-DE": {
                     *               "number": "RE-2026-0042"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        starters: {
                            id: string;
                            name: string;
                            description: string;
                            /** @description PNG of the first page (public, cacheable) */
                            thumbnailUrl: string;
                            /** @enum {string} */
                            format: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape: boolean;
                            /** @enum {string} */
                            framework: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @description Every framework the starter renders with */
                            frameworks: ("NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT")[];
                            /** @description Locales of its sample variables; the first is what a new document gets */
                            locales: string[];
                            /** @description Sample variables per locale */
                            variables: {
                                [key: string]: {
                                    [key: string]: unknown;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStarterThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A starter id, e.g. invoice */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PNG bytes, as Content-Type image/png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example PNG … */
                    "application/json": string;
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "assets": [
                     *         {
                     *           "id": 3,
                     *           "name": "logo.png",
                     *           "kind": "image",
                     *           "contentType": "image/png",
                     *           "bytes": 18240,
                     *           "width": 600,
                     *           "height": 200,
                     *           "url": "https://pdf.example.com/client/1/assets/5d0e8c6e-2c1b-4f7e-9d0a-4f3b2a1c9e77.png",
                     *           "createdAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": 4,
                     *           "name": "Brand-Bold.woff2",
                     *           "kind": "font",
                     *           "contentType": "font/woff2",
                     *           "bytes": 48120,
                     *           "family": "Brand Sans",
                     *           "weight": 700,
                     *           "style": "normal",
                     *           "url": "https://pdf.example.com/client/1/assets/9a7c1e52-1f3d-4c8b-a2e6-0d5f4b3c2a19.woff2",
                     *           "createdAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        assets: components["schemas"]["Asset"][];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error storage_unavailable. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "storage_unavailable",
                     *       "message": "The file could not be stored. Your credit was refunded; it is safe to retry."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renameAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "logo-dark.png"
                 *     }
                 */
                "application/json": {
                    /** @description Name used in templates: {{asset "logo.png"}}. 1 to 200 characters, stored in Unicode NFC; no /, \, "..", ", control characters or invisible formatting characters (zero-width, bidi overrides) */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBatches: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Older items: the `nextBefore` of the previous page */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batches": [
                     *         {
                     *           "id": "7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08",
                     *           "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *           "status": "completed",
                     *           "output": "merged",
                     *           "delivery": "url",
                     *           "pdfa": null,
                     *           "test": false,
                     *           "total": 2,
                     *           "done": 2,
                     *           "failed": 0,
                     *           "pending": 0,
                     *           "cancelled": 0,
                     *           "url": "https://pdf.example.com/client/1/batches/7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08.pdf",
                     *           "webhookUrl": null,
                     *           "error": null,
                     *           "createdAt": "2026-11-21T21:20:00.000Z",
                     *           "startedAt": "2026-11-21T21:20:00.100Z",
                     *           "completedAt": "2026-11-21T21:20:01.300Z"
                     *         }
                     *       ],
                     *       "nextBefore": null
                     *     }
                     */
                    "application/json": {
                        batches: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            documentId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "completed" | "failed" | "cancelled";
                            /** @enum {string} */
                            output: "files" | "merged" | "zip";
                            /**
                             * @description `url`: every PDF stored here at its URL; `upload`: each PDF PUT to its item's `uploadUrl`, stored nowhere here
                             * @enum {string}
                             */
                            delivery: "url" | "upload";
                            /** @description The PDF/A level the batch asked for every item; null: the document version's own */
                            pdfa: ("2b" | "3b") | null;
                            /** @description Started with a test key (`tk_test_…`): nothing reserved or debited, every item a free render watermarked TEST */
                            test: boolean;
                            total: number;
                            done: number;
                            failed: number;
                            /** @description Items not finished yet (waiting or rendering) */
                            pending: number;
                            /** @description Items never rendered because the batch was cancelled */
                            cancelled: number;
                            /** @description The merged PDF or the zip once completed; null for `files` and before completion */
                            url: string | null;
                            webhookUrl: string | null;
                            /** @description Why a batch failed (the code) */
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            completedAt: string | null;
                        }[];
                        /** @description Pass as `before` for older batches; null on the last page */
                        nextBefore: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                 *       "items": [
                 *         {
                 *           "variables": {
                 *             "customer": "Ada",
                 *             "total": 1250
                 *           },
                 *           "filename": "invoice-1042"
                 *         },
                 *         {
                 *           "variables": {
                 *             "customer": "Grace",
                 *             "total": 980
                 *           }
                 *         }
                 *       ],
                 *       "output": "zip",
                 *       "webhook": {
                 *         "url": "https://example.com/hooks/quire"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The document's uuid
                     */
                    documentId: string;
                    /** @description 1 to 10000 documents to render, in order */
                    items: {
                        /** @description Handlebars context of this document */
                        variables: {
                            [key: string]: unknown;
                        };
                        /** @description Download name of this PDF (and its name inside the zip); ".pdf" is added when missing */
                        filename?: string;
                        /** @description Your own data, returned with the item (e.g. a customer id) */
                        metadata?: {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: uri
                         * @description With the batch's `delivery: "upload"`, required: a presigned PUT URL of your own bucket for this item's PDF (https; private and loopback addresses refused unless UPLOAD_ALLOW_PRIVATE=true)
                         */
                        uploadUrl?: string;
                        /** @description This item's structured invoice, as `einvoice` of POST /v1/generate: checked when the item renders, before its credit is spent; an invoice that breaks a rule fails this item alone (422 EINVOICE_INVALID in its `error`, with `violations`) and its credit is given back when the batch ends. Its XML is stored beside its PDF (and in the zip). JSON batches only */
                        einvoice?: {
                            /**
                             * @description "factur-x" (Factur-X 1.07 / ZUGFeRD 2.3: a PDF/A-3b with the XML inside), "xrechnung-cii" or "xrechnung-ubl" (the XML is the legal invoice; the PDF a visual copy with the XML attached)
                             * @enum {string}
                             */
                            format: "factur-x" | "xrechnung-cii" | "xrechnung-ubl";
                            /**
                             * @description factur-x only; default "EN16931"
                             * @enum {string}
                             */
                            profile?: "MINIMUM" | "BASIC WL" | "BASIC" | "EN16931" | "EXTENDED" | "XRECHNUNG";
                            /** @description The invoice in the JSON data format of @e-invoice-eu/core (UBL-shaped: `{ "ubl:Invoice": { "cbc:ID": ... } }`, its JSON Schema is in that library). Quire writes the specification identifier (BT-24) itself. The template receives it as the variable `einvoice`. */
                            invoice: {
                                "ubl:Invoice": {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    }[];
                    /**
                     * @description `files`: one PDF per item; `merged`: also one PDF of all items in order; `zip`: also one archive of all PDFs
                     * @default files
                     * @enum {string}
                     */
                    output?: "files" | "merged" | "zip";
                    /** @description Receives `batch.completed` or `batch.failed`, signed (Standard Webhooks) with the `webhookSecret` answered once */
                    webhook?: {
                        /** Format: uri */
                        url: string;
                    };
                    /** @description The document version every item renders (unknown: 404 NOT_FOUND); default: the version published when the batch is accepted */
                    version?: number;
                    /**
                     * @description Every item as an archival PDF, "2b" (PDF/A-2b) or "3b" (PDF/A-3b); default: the document's `pdfa`. The merged PDF of `output: "merged"` is a plain PDF
                     * @enum {string}
                     */
                    pdfa?: "2b" | "3b";
                    /** @description Every item signed with one of the workspace's signing certificates, as `options.sign` of POST /v1/generate (checked before anything is reserved: another workspace's certificate is 404). See docs/signing.md */
                    sign?: {
                        /**
                         * Format: uuid
                         * @description A signing certificate of this workspace (POST /v1/signing-certificates)
                         */
                        certificateId: string;
                        /** @description Why it is signed, e.g. "Invoice issued by Acme GmbH" */
                        reason?: string;
                        /** @description Where it is signed, e.g. "Berlin" */
                        location?: string;
                        /** @description How to reach the signer */
                        contactInfo?: string;
                        /** @description Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false */
                        timestamp?: boolean;
                        /** @description Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page) */
                        visible?: {
                            /** @description Page number, from 1 */
                            page: number;
                            x: number;
                            y: number;
                            width: number;
                            height: number;
                        } | null;
                    };
                    /**
                     * @description `url` (default): every PDF stored here at its URL. `upload`: each PDF PUT to its item's `uploadUrl` and stored nowhere here (with `output: "files"` only; an item whose upload fails is failed and its credit refunded). `inline` is refused: a batch answers before its PDFs exist
                     * @enum {string}
                     */
                    delivery?: "url" | "upload";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08",
                     *       "status": "queued",
                     *       "total": 2
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "queued";
                        total: number;
                        /** @description Only when `webhook` was given, only here: the whsec_ secret that signs its deliveries */
                        webhookSecret?: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error quota_exceeded. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "quota_exceeded",
                     *       "type": "generation",
                     *       "message": "No generation credits remain for this account."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error IDEMPOTENCY_KEY_IN_USE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IDEMPOTENCY_KEY_IN_USE",
                     *       "message": "A request with this Idempotency-Key is still in progress. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error TEMPLATE_ERROR or VARIABLES_INVALID or IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TEMPLATE_ERROR",
                     *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08",
                     *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "status": "running",
                     *       "output": "zip",
                     *       "delivery": "url",
                     *       "pdfa": null,
                     *       "test": false,
                     *       "total": 1000,
                     *       "done": 420,
                     *       "failed": 3,
                     *       "pending": 577,
                     *       "cancelled": 0,
                     *       "url": null,
                     *       "webhookUrl": null,
                     *       "error": null,
                     *       "createdAt": "2026-11-21T21:20:00.000Z",
                     *       "startedAt": "2026-11-21T21:20:00.100Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed" | "cancelled";
                        /** @enum {string} */
                        output: "files" | "merged" | "zip";
                        /**
                         * @description `url`: every PDF stored here at its URL; `upload`: each PDF PUT to its item's `uploadUrl`, stored nowhere here
                         * @enum {string}
                         */
                        delivery: "url" | "upload";
                        /** @description The PDF/A level the batch asked for every item; null: the document version's own */
                        pdfa: ("2b" | "3b") | null;
                        /** @description Started with a test key (`tk_test_…`): nothing reserved or debited, every item a free render watermarked TEST */
                        test: boolean;
                        total: number;
                        done: number;
                        failed: number;
                        /** @description Items not finished yet (waiting or rendering) */
                        pending: number;
                        /** @description Items never rendered because the batch was cancelled */
                        cancelled: number;
                        /** @description The merged PDF or the zip once completed; null for `files` and before completion */
                        url: string | null;
                        webhookUrl: string | null;
                        /** @description Why a batch failed (the code) */
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        completedAt: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The batch's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08",
                     *       "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *       "status": "running",
                     *       "output": "zip",
                     *       "delivery": "url",
                     *       "pdfa": null,
                     *       "test": false,
                     *       "total": 1000,
                     *       "done": 420,
                     *       "failed": 3,
                     *       "pending": 577,
                     *       "cancelled": 0,
                     *       "url": null,
                     *       "webhookUrl": null,
                     *       "error": null,
                     *       "createdAt": "2026-11-21T21:20:00.000Z",
                     *       "startedAt": "2026-11-21T21:20:00.100Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        documentId: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed" | "cancelled";
                        /** @enum {string} */
                        output: "files" | "merged" | "zip";
                        /**
                         * @description `url`: every PDF stored here at its URL; `upload`: each PDF PUT to its item's `uploadUrl`, stored nowhere here
                         * @enum {string}
                         */
                        delivery: "url" | "upload";
                        /** @description The PDF/A level the batch asked for every item; null: the document version's own */
                        pdfa: ("2b" | "3b") | null;
                        /** @description Started with a test key (`tk_test_…`): nothing reserved or debited, every item a free render watermarked TEST */
                        test: boolean;
                        total: number;
                        done: number;
                        failed: number;
                        /** @description Items not finished yet (waiting or rendering) */
                        pending: number;
                        /** @description Items never rendered because the batch was cancelled */
                        cancelled: number;
                        /** @description The merged PDF or the zip once completed; null for `files` and before completion */
                        url: string | null;
                        webhookUrl: string | null;
                        /** @description Why a batch failed (the code) */
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        completedAt: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBatchItems: {
        parameters: {
            query?: {
                /** @description Items per page, 1-1000 (default 100) */
                limit?: number;
                /** @description Items after this index: the `nextAfter` of the previous page */
                after?: number;
                /** @description Only items in this state */
                status?: "pending" | "running" | "done" | "failed" | "cancelled";
            };
            header?: never;
            path: {
                /** @description The batch's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "index": 0,
                     *           "status": "done",
                     *           "test": false,
                     *           "url": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf",
                     *           "filename": "invoice-1042",
                     *           "metadata": null,
                     *           "error": null,
                     *           "einvoice": null
                     *         },
                     *         {
                     *           "index": 1,
                     *           "status": "failed",
                     *           "test": false,
                     *           "url": null,
                     *           "filename": null,
                     *           "metadata": {
                     *             "row": 3
                     *           },
                     *           "error": {
                     *             "error": "TEMPLATE_ERROR",
                     *             "message": "The template failed: \"total\" is not a number"
                     *           },
                     *           "einvoice": null
                     *         }
                     *       ],
                     *       "nextAfter": null
                     *     }
                     */
                    "application/json": {
                        items: {
                            index: number;
                            /** @enum {string} */
                            status: "pending" | "running" | "done" | "failed" | "cancelled";
                            /** @description The batch's test flag: a free render watermarked TEST, listed `test: true` in the generations too */
                            test: boolean;
                            url: string | null;
                            filename: string | null;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /** @description The error envelope of a failed item (`violations`: the rules its e-invoice broke) */
                            error: {
                                error: string;
                                message: string;
                                violations?: {
                                    /** @description The rule's id, e.g. "BR-CO-15"; "XSD" for a schema error */
                                    rule: string;
                                    message: string;
                                    /** @description XPath of the element that broke it (a line number for a schema error) */
                                    location: string;
                                }[];
                            } | null;
                            /** @description The item's e-invoice; null: none */
                            einvoice: {
                                /** @enum {string} */
                                format: "factur-x" | "xrechnung-cii" | "xrechnung-ubl";
                                profile: ("MINIMUM" | "BASIC WL" | "BASIC" | "EN16931" | "EXTENDED" | "XRECHNUNG") | null;
                                /** @description The validated XML stored beside the item's PDF, once done */
                                xmlUrl: string | null;
                            } | null;
                            /** @description A done item's render warnings, as POST /v1/generate answers them (`MISSING_VARIABLE`: a path the template reads that the item's variables lack); absent: none */
                            warnings?: {
                                /**
                                 * @description MISSING_VARIABLE: the template reads `path` and the variables do not have it (it printed nothing)
                                 * @enum {string}
                                 */
                                code: "MISSING_VARIABLE";
                                /** @description Dotted path into the variables, e.g. `customer.name`; array items by index, e.g. `lines.2.price` */
                                path: string;
                            }[];
                        }[];
                        /** @description Pass as `after` for the next page; null on the last page */
                        nextAfter: number | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoints": [
                     *         {
                     *           "id": "4a1e2b3c-5d6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "url": "https://example.com/hooks/quire",
                     *           "events": [
                     *             "batch.completed",
                     *             "batch.failed"
                     *           ],
                     *           "createdAt": "2026-11-21T21:20:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        endpoints: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            events: string[];
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/quire",
                 *       "events": [
                 *         "batch.completed",
                 *         "batch.failed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Receives signed POSTs (public http(s) addresses only)
                     */
                    url: string;
                    /** @description The events it receives */
                    events: ("batch.completed" | "batch.failed" | "generation.completed" | "file.expired")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4a1e2b3c-5d6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "url": "https://example.com/hooks/quire",
                     *       "events": [
                     *         "batch.completed"
                     *       ],
                     *       "createdAt": "2026-11-21T21:20:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        url: string;
                        events: string[];
                        createdAt: string;
                        /** @description The whsec_ signing secret, shown only here: verify deliveries with it (Standard Webhooks) */
                        secret: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "msg_2b8f0c4e9d7a4f1e8c3b6a5d4e3f2a1b",
                     *           "event": "batch.completed",
                     *           "status": "succeeded",
                     *           "nextAttemptAt": null,
                     *           "createdAt": "2026-11-21T21:20:00.000Z",
                     *           "payload": {
                     *             "type": "batch.completed",
                     *             "data": {
                     *               "id": "4a1e2b3c-5d6f-4a7b-8c9d-0e1f2a3b4c5d"
                     *             }
                     *           },
                     *           "attempts": [
                     *             {
                     *               "attempt": 1,
                     *               "statusCode": 500,
                     *               "durationMs": 12,
                     *               "error": "HTTP 500",
                     *               "at": "2026-11-21T21:20:00.000Z"
                     *             },
                     *             {
                     *               "attempt": 2,
                     *               "statusCode": 200,
                     *               "durationMs": 9,
                     *               "error": null,
                     *               "at": "2026-11-21T21:20:05.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        deliveries: {
                            /** @description The webhook-id header of every attempt */
                            id: string;
                            event: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attempts: {
                                attempt: number;
                                /** @description The receiver's HTTP status; null when none came (refused, timeout, network) */
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            createdAt: string;
                            payload: unknown;
                        }[];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSigningCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "certificates": [
                     *         {
                     *           "id": "0b7f6a3e-2c1d-4e5f-8a9b-1c2d3e4f5a6b",
                     *           "name": "Acme invoices",
                     *           "subject": "C=DE, O=Acme GmbH, CN=Acme Billing",
                     *           "issuer": "O=Acme GmbH, CN=Acme Issuing CA",
                     *           "serial": "5A3C19E2B7D04F61",
                     *           "notBefore": "2026-01-01T00:00:00.000Z",
                     *           "notAfter": "2028-01-01T00:00:00.000Z",
                     *           "fingerprintSha256": "3B:9F:12:…:A1",
                     *           "createdAt": "2026-11-27T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        certificates: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The certificate's subject as RFC 4514 writes it (the last RDN first), e.g. C=DE, O=Acme GmbH, CN=Acme Billing */
                            subject: string;
                            issuer: string;
                            /** @description Serial number in hexadecimal */
                            serial: string;
                            notBefore: string;
                            notAfter: string;
                            /** @description SHA-256 of the certificate, colon-separated hex pairs */
                            fingerprintSha256: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadSigningCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b7f6a3e-2c1d-4e5f-8a9b-1c2d3e4f5a6b",
                     *       "name": "Acme invoices",
                     *       "subject": "C=DE, O=Acme GmbH, CN=Acme Billing",
                     *       "issuer": "O=Acme GmbH, CN=Acme Issuing CA",
                     *       "serial": "5A3C19E2B7D04F61",
                     *       "notBefore": "2026-01-01T00:00:00.000Z",
                     *       "notAfter": "2028-01-01T00:00:00.000Z",
                     *       "fingerprintSha256": "3B:9F:12:…:A1",
                     *       "createdAt": "2026-11-27T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The certificate's subject as RFC 4514 writes it (the last RDN first), e.g. C=DE, O=Acme GmbH, CN=Acme Billing */
                        subject: string;
                        issuer: string;
                        /** @description Serial number in hexadecimal */
                        serial: string;
                        notBefore: string;
                        notAfter: string;
                        /** @description SHA-256 of the certificate, colon-separated hex pairs */
                        fingerprintSha256: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSigningCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b7f6a3e-2c1d-4e5f-8a9b-1c2d3e4f5a6b",
                     *       "name": "Acme invoices",
                     *       "subject": "C=DE, O=Acme GmbH, CN=Acme Billing",
                     *       "issuer": "O=Acme GmbH, CN=Acme Issuing CA",
                     *       "serial": "5A3C19E2B7D04F61",
                     *       "notBefore": "2026-01-01T00:00:00.000Z",
                     *       "notAfter": "2028-01-01T00:00:00.000Z",
                     *       "fingerprintSha256": "3B:9F:12:…:A1",
                     *       "createdAt": "2026-11-27T10:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The certificate's subject as RFC 4514 writes it (the last RDN first), e.g. C=DE, O=Acme GmbH, CN=Acme Billing */
                        subject: string;
                        issuer: string;
                        /** @description Serial number in hexadecimal */
                        serial: string;
                        notBefore: string;
                        notAfter: string;
                        /** @description SHA-256 of the certificate, colon-separated hex pairs */
                        fingerprintSha256: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSigningCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    generatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generated"];
                };
            };
            /** @description Error VALIDATION_ERROR or invalid_document_id. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error quota_exceeded. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "quota_exceeded",
                     *       "type": "generation",
                     *       "message": "No generation credits remain for this account."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error IDEMPOTENCY_KEY_IN_USE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "IDEMPOTENCY_KEY_IN_USE",
                     *       "message": "A request with this Idempotency-Key is still in progress. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED or EINVOICE_INVALID or VARIABLES_INVALID or IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TEMPLATE_ERROR",
                     *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE or storage_unavailable or RENDER_QUEUE_FULL. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The url returned by generation, or the bare storage path */
                    path: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE or storage_unavailable. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGenerations: {
        parameters: {
            query?: {
                /** @description Files per page, 1-100 (default 20) */
                limit?: number;
                /** @description Older items: the `nextBefore` of the previous page */
                before?: string;
                /** @description Only this document's files (its uuid) */
                documentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "generations": [
                     *         {
                     *           "id": 42,
                     *           "documentId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                     *           "documentName": "Invoice",
                     *           "filename": null,
                     *           "url": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf",
                     *           "status": "succeeded",
                     *           "bytes": 48213,
                     *           "pages": 1,
                     *           "durationMs": 212,
                     *           "createdAt": "2026-11-21T21:20:00.000Z",
                     *           "deletedAt": null,
                     *           "expiresAt": null,
                     *           "access": "public",
                     *           "delivery": "url",
                     *           "version": 3,
                     *           "test": false,
                     *           "user": null,
                     *           "apiKeyId": 3
                     *         }
                     *       ],
                     *       "nextBefore": null
                     *     }
                     */
                    "application/json": {
                        generations: components["schemas"]["GeneratedFile"][];
                        /** @description Pass as `before` for older files; null on the last page */
                        nextBefore: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFileLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The generation's id (GET /v1/generations) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ttlSeconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @description Life of the link in seconds (default 3600, at most 604800) */
                    ttlSeconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://pdf.example.com/client/1/generated/8d2c1f0e-4b6a-4c3d-9e8f-7a6b5c4d3e2f/1763760000000.pdf?expires=1763763600&signature=Qm9n",
                     *       "expiresAt": "2026-11-21T22:20:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Downloads the file until expiresAt (then 404)
                         */
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeFileLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The generation's id (GET /v1/generations) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDailyUsage: {
        parameters: {
            query?: {
                /** @description How many UTC days, 1-90 (default 30), today included */
                days?: number;
                /** @description include (default): every call; exclude: leave out the dashboard's own calls (its cookie), as the dashboard's chart does by default */
                dashboard?: "include" | "exclude";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "days": [
                     *         {
                     *           "date": "2026-11-21",
                     *           "calls": 0,
                     *           "errors": 0,
                     *           "testCalls": 0
                     *         },
                     *         {
                     *           "date": "2026-11-22",
                     *           "calls": 118,
                     *           "errors": 3,
                     *           "testCalls": 25
                     *         },
                     *         {
                     *           "date": "2026-11-23",
                     *           "calls": 42,
                     *           "errors": 0,
                     *           "testCalls": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        days: {
                            /** @description UTC day, YYYY-MM-DD */
                            date: string;
                            calls: number;
                            /** @description Calls answered with status >= 400 */
                            errors: number;
                            /** @description Calls made with test keys that day, counted apart (not in `calls` or `errors`) */
                            testCalls: number;
                        }[];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Calls per page, 1-100 (default 10) */
                limit?: number;
                /** @description Older items: the `nextBefore` of the previous page */
                before?: string;
                /** @description Only calls that came this way: a comma-separated list of api, dashboard, mcp, legacy */
                via?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "calls": [
                     *         {
                     *           "id": 1042,
                     *           "at": "2026-11-23T09:14:03.512Z",
                     *           "method": "POST",
                     *           "route": "/v1/generate",
                     *           "status": 200,
                     *           "latencyMs": 231,
                     *           "via": "api",
                     *           "version": 3,
                     *           "apiKey": {
                     *             "id": 3,
                     *             "name": "Billing server",
                     *             "prefix": "tk_live_8fQ2",
                     *             "lastFour": "x9Tb",
                     *             "revoked": false,
                     *             "kind": "live"
                     *           },
                     *           "test": false,
                     *           "user": null
                     *         },
                     *         {
                     *           "id": 1041,
                     *           "at": "2026-11-23T09:13:58.004Z",
                     *           "method": "GET",
                     *           "route": "/v1/documents",
                     *           "status": 200,
                     *           "latencyMs": 4,
                     *           "via": "dashboard",
                     *           "apiKey": null,
                     *           "test": false,
                     *           "user": {
                     *             "id": 2,
                     *             "email": "ada@example.com"
                     *           }
                     *         }
                     *       ],
                     *       "nextBefore": "MjAyNi0xMS0yM1QwOToxMzo1OC4wMDRafDEwNDE"
                     *     }
                     */
                    "application/json": {
                        calls: components["schemas"]["AuditCall"][];
                        /** @description Pass as `before` for older calls; null on the last page */
                        nextBefore: string | null;
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "<h1 class=\"text-2xl\">Invoice {{number}}</h1>",
                 *       "variables": {
                 *         "number": "INV-002"
                 *       },
                 *       "format": "A5",
                 *       "landscape": true
                 *     }
                 */
                "application/json": {
                    body?: string;
                    /** @enum {string} */
                    framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                    /** @enum {string} */
                    format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                    landscape?: boolean;
                    fonts?: {
                        name: string;
                        variants: string[];
                        master?: boolean;
                    }[];
                    /** @description Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available */
                    header?: string;
                    /** @description Handlebars HTML printed in the bottom margin of every page */
                    footer?: string;
                    margins?: {
                        top: number;
                        right: number;
                        bottom: number;
                        left: number;
                    } | null;
                    /** @description false: page 1 has no header (the footer stays) */
                    headerOnFirstPage?: boolean;
                    /** @description PDF Title (Handlebars); null: the document name */
                    title?: string | null;
                    /** @description PDF Author (Handlebars) */
                    author?: string | null;
                    /** @description PDF Subject (Handlebars) */
                    subject?: string | null;
                    /** @description PDF Keywords (Handlebars), e.g. "invoice, 2026" */
                    keywords?: string | null;
                    /** @description Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render's options.pdfa overrides it */
                    pdfa?: ("2b" | "3b") | null;
                    variables?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The PDF bytes, as Content-Type application/pdf (X-Pdf-Pages: the page count) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.4 … */
                    "application/json": string;
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error TEMPLATE_ERROR or RENDER_LIMIT_EXCEEDED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "TEMPLATE_ERROR",
                     *       "message": "The template could not be rendered: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RENDER_QUEUE_FULL or SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RENDER_QUEUE_FULL",
                     *       "message": "The rendering queue is full. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssistantStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "enabled": true,
                     *       "provider": "anthropic",
                     *       "model": "claude-sonnet-4-5",
                     *       "pricing": {
                     *         "tokensPerCredit": 1000,
                     *         "weights": {
                     *           "input": 1,
                     *           "output": 5,
                     *           "cacheWrite": 1.25,
                     *           "cacheRead": 0.1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        enabled: boolean;
                        /** @enum {string} */
                        provider: "none" | "anthropic" | "openai";
                        model: string | null;
                        pricing: {
                            tokensPerCredit: number;
                            weights: {
                                input: number;
                                output: number;
                                cacheWrite: number;
                                cacheRead: number;
                            };
                        };
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssistantConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messages": [
                     *         {
                     *           "id": 1,
                     *           "role": "user",
                     *           "content": "Add a table of the invoice lines",
                     *           "proposal": null,
                     *           "status": "ok",
                     *           "usage": null,
                     *           "createdAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "role": "assistant",
                     *           "content": "I added a table of the lines.",
                     *           "proposal": {
                     *             "body": "<table class=\"w-full\">{{#each lines}}<tr><td>{{item}}</td><td>{{amount}}</td></tr>{{/each}}</table>"
                     *           },
                     *           "status": "ok",
                     *           "usage": {
                     *             "inputTokens": 2400,
                     *             "outputTokens": 310,
                     *             "cacheReadTokens": 1800,
                     *             "cacheWriteTokens": 0,
                     *             "credits": 4
                     *           },
                     *           "createdAt": "2026-11-23T09:30:04.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        messages: {
                            id: number;
                            /** @enum {string} */
                            role: "user" | "assistant";
                            content: string;
                            proposal: {
                                body?: string;
                                variables?: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                                /** @enum {string} */
                                format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                                landscape?: boolean;
                                fonts?: components["schemas"]["Font"][];
                            } | null;
                            /**
                             * @description cut: the client left mid-stream (charged for the tokens used); dropped: the proposal failed validation twice
                             * @enum {string}
                             */
                            status: "ok" | "cut" | "dropped";
                            /** @description assistant messages only */
                            usage: {
                                inputTokens: number;
                                outputTokens: number;
                                cacheReadTokens: number;
                                cacheWriteTokens: number;
                                /** @description AI credits debited for the turn (capped at what was left) */
                                credits: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    askAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Add a table of the invoice lines with a total row",
                 *       "draft": {
                 *         "variables": {
                 *           "lines": [
                 *             {
                 *               "item": "Design",
                 *               "amount": 1200
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description 1-8000 characters (grapheme clusters), at most 256000 bytes */
                    message: string;
                    draft?: {
                        body?: string;
                        variables?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                        /** @enum {string} */
                        format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                        landscape?: boolean;
                        fonts?: {
                            name: string;
                            variants: string[];
                            master?: boolean;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reply": "I added a table of the lines with a total row.",
                     *       "proposal": {
                     *         "body": "<table class=\"w-full\">{{#each lines}}<tr><td>{{item}}</td><td>{{amount}}</td></tr>{{/each}}</table>"
                     *       },
                     *       "usage": {
                     *         "inputTokens": 2400,
                     *         "outputTokens": 310,
                     *         "cacheReadTokens": 1800,
                     *         "cacheWriteTokens": 0,
                     *         "credits": 4
                     *       }
                     *     }
                     */
                    "application/json": {
                        reply: string;
                        proposal: {
                            body?: string;
                            variables?: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            framework?: "NONE" | "TAILWIND" | "BOOTSTRAP" | "UIKIT";
                            /** @enum {string} */
                            format?: "A1" | "A2" | "A3" | "A4" | "A5" | "A6";
                            landscape?: boolean;
                            fonts?: components["schemas"]["Font"][];
                        } | null;
                        usage: {
                            inputTokens: number;
                            outputTokens: number;
                            cacheReadTokens: number;
                            cacheWriteTokens: number;
                            /** @description AI credits debited for the turn (capped at what was left) */
                            credits: number;
                        };
                    };
                };
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error quota_exceeded. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "quota_exceeded",
                     *       "type": "generation",
                     *       "message": "No generation credits remain for this account."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "PAYLOAD_TOO_LARGE",
                     *       "message": "The request body is larger than 5242880 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error SERVICE_UNAVAILABLE. The Retry-After header says how many seconds to wait. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    clearAssistantConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error VALIDATION_ERROR. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "VALIDATION_ERROR",
                     *       "message": "The request is invalid: name: must be 1 to 200 characters"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "FORBIDDEN",
                     *       "message": "This credential cannot be used for this request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "NOT_FOUND",
                     *       "message": "The resource does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    legacyGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": "0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11",
                 *       "variables": {
                 *         "name": "Ada Lovelace",
                 *         "total": "1250"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The document's uuid */
                    templateId: string;
                    /**
                     * @description Every value is a string
                     * @default {}
                     */
                    variables?: {
                        [key: string]: string;
                    };
                    /** @description Archival PDF, as options.pdfa of POST /v1/generate: "2b", "3b", or null for a plain PDF; absent: the document's `pdfa` */
                    pdfa?: ("2b" | "3b") | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requestId": "6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f",
                     *       "path": "https://pdf.example.com/client/1/generated/0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11/1763760000000.pdf"
                     *     }
                     */
                    "application/json": {
                        requestId: string;
                        /** Format: uri */
                        path: string;
                    };
                };
            };
            /** @description Error invalid_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description invalid_request
                         * @example invalid_request
                         */
                        error: string;
                    };
                };
            };
            /** @description Error quota_exceeded */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "quota_exceeded"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description quota_exceeded
                         * @example quota_exceeded
                         */
                        error: string;
                    };
                };
            };
            /** @description Error template_not_found or invalid_api_key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "template_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description template_not_found | invalid_api_key
                         * @example template_not_found
                         * @example invalid_api_key
                         */
                        error: string;
                    };
                };
            };
            /** @description Error invalid_request */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description invalid_request
                         * @example invalid_request
                         */
                        error: string;
                    };
                };
            };
            /** @description Error idempotency_key_in_use or conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "idempotency_key_in_use"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description idempotency_key_in_use | conflict
                         * @example idempotency_key_in_use
                         * @example conflict
                         */
                        error: string;
                    };
                };
            };
            /** @description Error payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description payload_too_large
                         * @example payload_too_large
                         */
                        error: string;
                    };
                };
            };
            /** @description Error template_error or render_limit_exceeded or idempotency_key_reused or einvoice_invalid or variables_invalid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "template_error"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description template_error | render_limit_exceeded | idempotency_key_reused | einvoice_invalid | variables_invalid
                         * @example template_error
                         * @example render_limit_exceeded
                         * @example idempotency_key_reused
                         * @example einvoice_invalid
                         * @example variables_invalid
                         */
                        error: string;
                    };
                };
            };
            /** @description Error rate_limit_exceeded */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limit_exceeded"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description rate_limit_exceeded
                         * @example rate_limit_exceeded
                         */
                        error: string;
                    };
                };
            };
            /** @description Error invalid_request */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description invalid_request
                         * @example invalid_request
                         */
                        error: string;
                    };
                };
            };
            /** @description Error internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description internal_error
                         * @example internal_error
                         */
                        error: string;
                    };
                };
            };
            /** @description Error render_unavailable or storage_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "render_unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description render_unavailable | storage_unavailable
                         * @example render_unavailable
                         * @example storage_unavailable
                         */
                        error: string;
                    };
                };
            };
        };
    };
    listFonts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fonts": [
                     *         {
                     *           "name": "Inter",
                     *           "variants": [
                     *             "400",
                     *             "700",
                     *             "400italic"
                     *           ],
                     *           "weights": [
                     *             "400",
                     *             "700"
                     *           ],
                     *           "italicWeights": [
                     *             "400"
                     *           ],
                     *           "category": "sans-serif"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        fonts: {
                            name: string;
                            /** @description What a document font may list in its `variants`: weights ("400") and italic weights ("400italic") */
                            variants: string[];
                            weights: string[];
                            italicWeights: string[];
                            category: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHelpers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "helpers": [
                     *         {
                     *           "name": "formatNumber",
                     *           "signature": "formatNumber value [locale]",
                     *           "description": "A number in the locale"
                     *         },
                     *         {
                     *           "name": "barcode",
                     *           "signature": "barcode type value [height=] [scale=] [text=] [padding=]",
                     *           "description": "A barcode as inline SVG",
                     *           "arguments": [
                     *             {
                     *               "name": "type",
                     *               "description": "One of \"code128\", \"ean13\", \"upca\", \"code39\", \"itf14\", \"datamatrix\", \"qrcode\""
                     *             },
                     *             {
                     *               "name": "value",
                     *               "description": "What to encode"
                     *             }
                     *           ],
                     *           "example": "{{barcode \"code128\" tracking}}"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        helpers: {
                            name: string;
                            signature: string;
                            description: string;
                            /** @description For helpers with several arguments (barcode, epcQr, swissQrBill): each argument and what it takes */
                            arguments?: {
                                name: string;
                                description: string;
                            }[];
                            /** @description A call to copy into a template */
                            example?: string;
                        }[];
                    };
                };
            };
            /** @description Error UNAUTHORIZED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "UNAUTHORIZED",
                     *       "message": "Authentication is missing, invalid, expired or revoked."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error RATE_LIMIT_EXCEEDED. The Retry-After header says how many seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests. Retry after 12 seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error INTERNAL_ERROR. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INTERNAL_ERROR",
                     *       "message": "An unexpected error occurred (request 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f). It is safe to retry once."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "node": "quire-7f9c-4121-9b2e01aa",
                     *       "draining": false,
                     *       "renderer": {
                     *         "status": "ok",
                     *         "renders": 1520,
                     *         "restarts": 1,
                     *         "queue": 0,
                     *         "active": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @description This process's node id (written on the generations it renders) */
                        node: string;
                        /** @description true once SIGTERM was received */
                        draining: boolean;
                        renderer: {
                            status: string;
                            renders: number;
                            restarts: number;
                            queue: number;
                            active: number;
                        };
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "node": "quire-7f9c-4121-9b2e01aa",
                     *       "checks": {
                     *         "database": "ok",
                     *         "storage": "ok",
                     *         "chromium": "ok",
                     *         "redis": "ok"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        node: string;
                        /** @description Each dependency: ok, down (it answered with an error) or timeout (no answer within READY_TIMEOUT_MS); redis only when REDIS_URL is set */
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            storage: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            chromium: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            redis?: "ok" | "down" | "timeout";
                        };
                    };
                };
            };
            /** @description Not ready: a dependency did not answer, or the node is draining. The Retry-After header says when to ask again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "SERVICE_UNAVAILABLE",
                     *       "message": "The rendering engine is temporarily unavailable. Retry with backoff.",
                     *       "status": "not_ready",
                     *       "node": "quire-7f9c-4121-9b2e01aa",
                     *       "checks": {
                     *         "database": "ok",
                     *         "storage": "ok",
                     *         "chromium": "ok",
                     *         "redis": "down"
                     *       },
                     *       "failed": [
                     *         "redis"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The error code: SERVICE_UNAVAILABLE
                         * @example SERVICE_UNAVAILABLE
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE";
                        /** @description What went wrong, in the language of Accept-Language (en, de, fr, es, pt) */
                        message: string;
                        /** @enum {string} */
                        status: "not_ready" | "draining";
                        node: string;
                        /** @description Each dependency: ok, down (it answered with an error) or timeout (no answer within READY_TIMEOUT_MS); redis only when REDIS_URL is set */
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            storage: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            chromium: "ok" | "down" | "timeout";
                            /** @enum {string} */
                            redis?: "ok" | "down" | "timeout";
                        };
                        /** @description The checks that failed, and "draining" during a SIGTERM drain */
                        failed: string[];
                    };
                };
            };
        };
    };
}
