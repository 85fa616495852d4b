import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { SigningCertificate, SigningCertificateList, SigningCertificateParams } from './schema.js';
import type { SigningService } from './service.js';

/** A PKCS#12 of a certificate chain and its key is a few kilobytes; this leaves room for long chains. */
const MAX_FILE_BYTES = 256 * 1024;

/**
 * POST /v1/signing-certificates takes multipart/form-data: `file` (the PKCS#12), `passphrase`
 * and an optional `name`. The multipart parser is registered in this plugin only.
 */
export const signingRoutes: FastifyPluginAsyncZod<{ signing: SigningService }> = async (app, { signing }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['signing'] });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 6 } });

  route.post('/v1/signing-certificates', 'Upload a signing certificate', {
    consumes: ['multipart/form-data'],
    description:
      'A PKCS#12 file (.p12, .pfx) as multipart/form-data: field `file`, field `passphrase` (the one it was exported with), optional field `name` ' +
      "(default: the certificate's common name). The certificate must be valid today and its key RSA of 2048 bits or more (or ECDSA P-256/P-384/P-521). " +
      'The private key is kept encrypted with the server key SECRETS_KEY and is never returned. Admins, owners and API tokens.',
    response: { 201: SigningCertificate, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'SERVICE_UNAVAILABLE') },
    handler: async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('VALIDATION_ERROR', { params: { field: 'Content-Type', rule: 'multipart' } });
      let file: Buffer | null = null;
      let passphrase = '';
      let name: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              part.file.resume();
              continue;
            }
            file = await part.toBuffer();
          } else if (part.fieldname === 'passphrase' && typeof part.value === 'string') {
            passphrase = part.value;
          } else if (part.fieldname === 'name' && typeof part.value === 'string') {
            name = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: MAX_FILE_BYTES } });
        if (code?.startsWith('FST_')) throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'multipart' } });
        throw err;
      }
      if (!file) throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'file_missing' } });
      return reply.status(201).send(await signing.create(req.ctx!, { file, passphrase, name }));
    },
  });

  route.get('/v1/signing-certificates', 'List signing certificates', {
    description: "The workspace's signing certificates (never their keys).",
    response: { 200: SigningCertificateList, ...errorResponses(...AUTHED, 'FORBIDDEN', 'SERVICE_UNAVAILABLE') },
    handler: async (req) => signing.list(req.ctx!),
  });

  route.get('/v1/signing-certificates/:id', 'Get a signing certificate', {
    description: "One of the workspace's signing certificates; another workspace's is 404.",
    params: SigningCertificateParams,
    response: { 200: SigningCertificate, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE') },
    handler: async (req) => signing.get(req.ctx!, req.params.id),
  });

  route.delete('/v1/signing-certificates/:id', 'Delete a signing certificate', {
    description: 'Its key is erased; PDFs it signed stay signed. A render that names it afterwards is 404.',
    params: SigningCertificateParams,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE') },
    handler: async (req, reply) => {
      await signing.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
