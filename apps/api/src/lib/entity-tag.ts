// Lists that a browser keeps (the master data) are answered with an entity tag, so that it can ask
// "has it changed?" (If-None-Match) and get 304 with no body when it has not.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface SerializedList {
  /** The JSON text of the list. */
  body: string;
  /** A strong validator of that text. */
  etag: string;
}

/** A value checked against its schema (as the response serialiser would), as JSON text. */
export const checkedJson = (schema: z.ZodType, value: unknown): string =>
  JSON.stringify(schema.parse(value));

/** Answers with JSON text already checked and serialised (the serialiser is not run again). */
export const sendJsonText = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/** The list checked against its schema (as the response serialiser would), as JSON with its tag. */
export function serializeTagged(schema: z.ZodType, value: unknown): SerializedList {
  const body = checkedJson(schema, value);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return { body, etag: `"${hash}"` };
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The response schema of a tagged list: the list, or 304 when the caller's copy is current. */
export function taggedResponse<T extends z.ZodType>(list: T) {
  return {
    200: list,
    304: z.void().describe('Not modified: the copy named in If-None-Match is current'),
  };
}

/** Answers the list with its tag, or 304 with no body when If-None-Match names that tag. */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, list: SerializedList) {
  void reply.header('etag', list.etag);
  if (matchesEntityTag(request.headers['if-none-match'], list.etag)) {
    return reply.code(304).send();
  }
  return sendJsonText(reply, list.body);
}

/**
 * A route answering a list with its tag: `response` for the route's schema, and `send` checking a
 * list against that schema and answering it (or 304).
 */
export function taggedList<T extends z.ZodType>(list: T) {
  return {
    response: taggedResponse(list),
    send: (request: FastifyRequest, reply: FastifyReply, rows: z.input<T>) =>
      sendTagged(request, reply, serializeTagged(list, rows)),
  };
}
