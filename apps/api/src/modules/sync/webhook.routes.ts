// The marketplace's order webhook (SYNC_API.thuocsiOrderWebhook): public at the HTTP level, as the
// marketplace has no user; its signature is its credential. A delivery signed with the key kept
// with the thuocsi settings, sent within 5 minutes, and not received before, stores the order it
// carries (in the transaction that queues its realtime event) and starts an incremental order sync,
// which reads whatever else changed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  ErrorResponse,
  SYNC_API,
  THUOCSI_WEBHOOK,
  THUOCSI_WEBHOOK_MESSAGES,
  ThuocsiWebhookAnswer,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../lib/query-rows';
import { PUBLIC } from '../../plugins/access';
import type { SecretBox } from './secret-box';
import type { SyncEngine } from './sync-engine';
import { findJob } from './sync.repository';
import { ingestThuocsi } from './sources/thuocsi/thuocsi-ingest';
import { TsOrderRecord } from './sources/thuocsi/thuocsi-records';

/** What a delivery says: an order made or changed, with the order as the marketplace's API gives it. */
const OrderWebhookBody = z.object({
  event: z.enum(['order.created', 'order.updated']),
  order: TsOrderRecord,
});

const DELIVERY_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const refused = (message: string) => new AppError(401, ErrorCode.UNAUTHORIZED, message);

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for the webhook's signature. */
    rawBody?: Buffer;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Checks the delivery's signature and time; answers its id. */
function verify(request: FastifyRequest, key: string | null, nowMs: number): string {
  const { headers, toleranceSeconds } = THUOCSI_WEBHOOK;
  const delivery = header(request, headers.delivery);
  const timestamp = header(request, headers.timestamp);
  const signature = header(request, headers.signature);
  const body = request.rawBody;
  if (!key || !delivery || !timestamp || !signature || !body) {
    throw refused(THUOCSI_WEBHOOK_MESSAGES.unsigned);
  }
  if (!DELIVERY_ID.test(delivery) || !/^\d{1,12}$/.test(timestamp)) {
    throw refused(THUOCSI_WEBHOOK_MESSAGES.unsigned);
  }
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', key).update(`${timestamp}.`).update(body).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused(THUOCSI_WEBHOOK_MESSAGES.unsigned);
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) {
    throw refused(THUOCSI_WEBHOOK_MESSAGES.stale);
  }
  return delivery;
}

export async function webhookRoutes(
  app: FastifyInstance,
  { db, box, engine }: { db: Database; box: SecretBox; engine: SyncEngine },
) {
  // This scope's JSON is kept as it came too: the signature is over those bytes.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done) => {
      request.rawBody = body;
      try {
        done(null, body.length === 0 ? {} : JSON.parse(body.toString('utf8')));
      } catch {
        done(new AppError(400, ErrorCode.INVALID_JSON), undefined);
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    SYNC_API.thuocsiOrderWebhook,
    {
      config: { access: PUBLIC },
      // The signature is checked before the body is read as an order.
      preValidation: async (request) => {
        const job = await findJob(db, 'thuocsi');
        const sealed = job?.webhookSecretEncrypted ?? null;
        verify(request, sealed === null ? null : box.open(sealed), Date.now());
      },
      schema: {
        tags: ['sync'],
        summary: 'The marketplace says an order was made or changed (signed; see THUOCSI_WEBHOOK)',
        body: OrderWebhookBody,
        response: {
          200: ThuocsiWebhookAnswer,
          202: ThuocsiWebhookAnswer,
          400: ErrorResponse,
          401: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const delivery = header(request, THUOCSI_WEBHOOK.headers.delivery) ?? '';
      const { order } = request.body;
      const fresh = await db.transaction(async (tx) => {
        const [taken] = await queryRows<{ deliveryId: string }>(
          tx,
          sql`insert into webhook_deliveries (source, delivery_id, order_code)
            values ('thuocsi', ${delivery}, ${order.orderCode})
            on conflict do nothing returning delivery_id as "deliveryId"`,
        );
        if (!taken) return false;
        await ingestThuocsi(tx, 'orders', [order]);
        return true;
      });
      if (!fresh) {
        const [seen] = await queryRows<{ runId: number | null }>(
          db,
          sql`select run_id as "runId" from webhook_deliveries where delivery_id = ${delivery}`,
        );
        return reply.status(200).send({ accepted: false, runId: seen?.runId ?? null });
      }
      const { run } = await engine.enqueue('thuocsi', {
        entities: ['orders'],
        trigger: 'api',
        requestedBy: 'webhook',
      });
      await db.execute(
        sql`update webhook_deliveries set run_id = ${run.id} where delivery_id = ${delivery}`,
      );
      return reply.status(202).send({ accepted: true, runId: run.id });
    },
  );
}
