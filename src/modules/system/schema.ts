import { z } from 'zod';

export const FontList = z
  .object({
    fonts: z.array(
      z.object({
        name: z.string(),
        variants: z
          .array(z.string())
          .meta({ description: 'What a document font may list in its `variants`: weights ("400") and italic weights ("400italic")' }),
        weights: z.array(z.string()),
        italicWeights: z.array(z.string()),
        category: z.string(),
      }),
    ),
  })
  .meta({
    examples: [{ fonts: [{ name: 'Inter', variants: ['400', '700', '400italic'], weights: ['400', '700'], italicWeights: ['400'], category: 'sans-serif' }] }],
  });
export const HelperList = z
  .object({
    helpers: z.array(
      z.object({
        name: z.string(),
        signature: z.string(),
        description: z.string(),
        arguments: z
          .array(z.object({ name: z.string(), description: z.string() }))
          .optional()
          .meta({ description: 'For helpers with several arguments (barcode, epcQr, swissQrBill): each argument and what it takes' }),
        example: z.string().optional().meta({ description: 'A call to copy into a template' }),
      }),
    ),
  })
  .meta({
    examples: [
      {
        helpers: [
          { name: 'formatNumber', signature: 'formatNumber value [locale]', description: 'A number in the locale' },
          {
            name: 'barcode',
            signature: 'barcode type value [height=] [scale=] [text=] [padding=]',
            description: 'A barcode as inline SVG',
            arguments: [
              { name: 'type', description: 'One of "code128", "ean13", "upca", "code39", "itf14", "datamatrix", "qrcode"' },
              { name: 'value', description: 'What to encode' },
            ],
            example: '{{barcode "code128" tracking}}',
          },
        ],
      },
    ],
  });

const NODE_EXAMPLE = 'quire-7f9c-4121-9b2e01aa';

/** Liveness: the process answers (with what it is doing). */
export const Health = z
  .object({
    status: z.literal('ok'),
    node: z.string().meta({ description: "This process's node id (written on the generations it renders)" }),
    draining: z.boolean().meta({ description: 'true once SIGTERM was received' }),
    renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
  })
  .meta({ examples: [{ status: 'ok', node: NODE_EXAMPLE, draining: false, renderer: { status: 'ok', renders: 1520, restarts: 1, queue: 0, active: 1 } }] });

const CheckResult = z.enum(['ok', 'down', 'timeout']);
export const Checks = z.object({ database: CheckResult, storage: CheckResult, chromium: CheckResult, redis: CheckResult.optional() }).meta({
  description: 'Each dependency: ok, down (it answered with an error) or timeout (no answer within READY_TIMEOUT_MS); redis only when REDIS_URL is set',
});
export const Ready = z
  .object({ status: z.literal('ready'), node: z.string(), checks: Checks })
  .meta({ examples: [{ status: 'ready', node: NODE_EXAMPLE, checks: { database: 'ok', storage: 'ok', chromium: 'ok', redis: 'ok' } }] });
/** The error envelope plus what failed: each dependency's check, and `draining` during a SIGTERM drain. */
export const NotReady = z
  .object({
    error: z.literal('SERVICE_UNAVAILABLE').meta({ description: 'The error code: SERVICE_UNAVAILABLE', examples: ['SERVICE_UNAVAILABLE'] }),
    message: z.string().meta({ description: 'What went wrong, in the language of Accept-Language (en, de, fr, es, pt)' }),
    status: z.enum(['not_ready', 'draining']),
    node: z.string(),
    checks: Checks,
    failed: z.array(z.string()).meta({ description: 'The checks that failed, and "draining" during a SIGTERM drain' }),
  })
  .meta({
    description: 'Not ready: a dependency did not answer, or the node is draining. The Retry-After header says when to ask again.',
    examples: [
      {
        error: 'SERVICE_UNAVAILABLE',
        message: 'The rendering engine is temporarily unavailable. Retry with backoff.',
        status: 'not_ready',
        node: NODE_EXAMPLE,
        checks: { database: 'ok', storage: 'ok', chromium: 'ok', redis: 'down' },
        failed: ['redis'],
      },
    ],
  });
