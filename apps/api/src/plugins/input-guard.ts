// Text the database cannot store is refused at the door, on every route: a NUL character (PostgreSQL
// text cannot hold it) or a lone UTF-16 surrogate (not a character at all) anywhere in the body,
// the query or the path answers 400 naming the field, before any route reads it.
import { ERROR_MESSAGES, MESSAGES } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/errors';

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** The path (a.b.0) of the first unsafe text in a parsed value (keys included), or null. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, key.replace(UNSAFE, '?')];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const inputGuardPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('preValidation', async (request) => {
      for (const [context, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const path = findUnsafeText(value);
        if (path) {
          const field = path.length === 0 ? context : path.join('.');
          throw fieldError(
            field,
            MESSAGES.unsafeText,
            `${ERROR_MESSAGES.VALIDATION_ERROR} ${field}: ${MESSAGES.unsafeText}`,
          );
        }
      }
    });
    done();
  },
  { name: 'input-guard' },
);
