// One error shape for the whole API: { code, message, details? }. 5xx answers hide internals.
import {
  ERROR_MESSAGES,
  ErrorCode,
  type ErrorResponse,
  type FieldError,
  MESSAGES,
} from '@backoffice/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

function validationFields(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return {
      field: path === '' ? context : path,
      message: issue.message ?? MESSAGES.invalidValue,
    };
  });
}

function fromFastifyError(error: FastifyError): { status: number; body: ErrorResponse } | null {
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const fields = validationFields(error);
    const summary = fields.map((f) => `${f.field}: ${f.message.replace(/\.$/, '')}`).join('; ');
    return {
      status: 400,
      body: {
        code: ErrorCode.VALIDATION_ERROR,
        message: `${ERROR_MESSAGES.VALIDATION_ERROR} ${summary}.`,
        details: { fields },
      },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { code: ErrorCode.INVALID_JSON, message: ERROR_MESSAGES.INVALID_JSON },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
        },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: ERROR_MESSAGES.PAYLOAD_TOO_LARGE },
      };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { code: ErrorCode.BAD_REQUEST, message: ERROR_MESSAGES.BAD_REQUEST } };
  }
  return null;
}

export const errorsPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        void reply.headers(error.headers);
        const body: ErrorResponse = { code: error.code, message: error.message };
        if (error.details !== undefined) body.details = error.details;
        return reply.status(error.statusCode).send(body);
      }
      const known = fromFastifyError(error);
      if (known) return reply.status(known.status).send(known.body);

      request.log.error({ err: error, reqId: request.id }, 'request failed');
      const body: ErrorResponse = {
        code: ErrorCode.INTERNAL_ERROR,
        message: ERROR_MESSAGES.INTERNAL_ERROR,
        details: { requestId: request.id },
      };
      return reply.status(500).send(body);
    });

    app.addHook('onSend', async (request, reply) => {
      void reply.header('x-request-id', request.id);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('referrer-policy', 'same-origin');
      void reply.header('x-frame-options', 'DENY');
    });
    done();
  },
  { name: 'errors' },
);
