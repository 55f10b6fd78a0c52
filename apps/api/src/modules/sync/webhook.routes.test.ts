// The marketplace's order webhook: a delivery signed with the stored key, sent within 5 minutes,
// stores its order (and the realtime event with it) and starts an incremental order sync; a wrong
// signature, a stale one, a key never set or a delivery received before changes nothing.
import { createHmac } from 'node:crypto';
import {
  SYNC_API,
  type SyncSourceView,
  THUOCSI_WEBHOOK,
  THUOCSI_WEBHOOK_MESSAGES,
  type ThuocsiWebhookAnswer,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { testKit } from '../../test/test-app';
import { orderRecord } from '../../test/order-records';
import type { TsOrderRecord } from './sources/thuocsi/thuocsi-records';

const t = testKit(['ketoan', 'admin']);
const KEY = 'khoa-ky-webhook-2026-rat-dai';
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

let counter = 0;
const order = (status: TsOrderRecord['status'] = 'NEW') =>
  orderRecord('HOOK', {
    sellerId: 3035,
    status,
    source: 'ADVERTISING',
    campaign: 'Google tháng 11',
  });

function deliver(
  body: unknown,
  options: { delivery?: string; key?: string; sentAt?: number; signature?: string } = {},
) {
  const payload = JSON.stringify(body);
  const timestamp = String(Math.floor((options.sentAt ?? Date.now()) / 1000));
  const signature =
    options.signature ??
    `sha256=${createHmac('sha256', options.key ?? KEY)
      .update(`${timestamp}.${payload}`)
      .digest('hex')}`;
  const { headers } = THUOCSI_WEBHOOK;
  return t.app.inject({
    method: 'POST',
    url: SYNC_API.thuocsiOrderWebhook,
    headers: {
      'content-type': 'application/json',
      [headers.delivery]:
        options.delivery ?? `dlv-${String(process.pid)}-${String((counter += 1))}`,
      [headers.timestamp]: timestamp,
      [headers.signature]: signature,
    },
    payload,
  });
}

async function setKey(key: string | null) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/v1/sync/sources/thuocsi',
    headers: t.as('admin'),
  });
  const view = current.json<SyncSourceView>();
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/sync/sources/thuocsi',
    headers: t.as('admin'),
    payload: {
      mode: view.mode,
      enabled: view.enabled,
      intervalMinutes: view.intervalMinutes,
      settings: view.settings,
      webhookSecret: key,
    },
  });
}

const stored = (code: string) =>
  rows<{ status: string }>(sql`select status from ts_orders where code = ${code}`);

describe('the thuocsi order webhook', () => {
  it('is refused while no key is set', async () => {
    const record = order();
    const response = await deliver({ event: 'order.created', order: record });
    expect(response.statusCode).toBe(401);
    expect(await stored(record.orderCode)).toEqual([]);
  });

  it('keeps its key write-only with the thuocsi settings, out of the audit log', async () => {
    const saved = await setKey(KEY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(KEY);
    expect(saved.json<SyncSourceView>().hasWebhookSecret).toBe(true);
    const [audit] = await rows<{ after: string }>(
      sql`select after::text as after from audit_log where entity = 'sync_job' order by id desc limit 1`,
    );
    expect(audit?.after).toContain('"hasWebhookSecret": true');
    expect(audit?.after).not.toContain(KEY);
    const short = await setKey('ngan');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(THUOCSI_WEBHOOK_MESSAGES.secretShort);
  });

  it('stores a signed delivery’s order with its realtime event and starts an incremental order sync', async () => {
    await setKey(KEY);
    const record = order();
    const response = await deliver({ event: 'order.created', order: record });
    expect(response.statusCode).toBe(202);
    const answer = response.json<ThuocsiWebhookAnswer>();
    expect(answer.accepted).toBe(true);
    expect(await stored(record.orderCode)).toEqual([{ status: 'NEW' }]);
    const events = await rows<{ topic: string; kind: string }>(
      sql`select topic, kind from live_events where data ->> 'code' = ${record.orderCode} order by id`,
    );
    expect(events).toEqual([
      { topic: 'adv-orders', kind: 'order.created' },
      { topic: 'orders', kind: 'order.created' },
    ]);
    const [run] = await rows<{ entities: string[]; trigger: string; full: boolean }>(
      sql`select entities, trigger, "full" from sync_runs where id = ${answer.runId}`,
    );
    expect(run).toEqual({ entities: ['orders'], trigger: 'api', full: false });
  });

  it('changes nothing for a wrong signature, another key, a stale or a future time', async () => {
    await setKey(KEY);
    const record = order();
    const body = { event: 'order.created', order: record };
    const cases = [
      { signature: 'sha256=00' },
      { key: 'mot-khoa-khac-hoan-toan-dai' },
      { sentAt: Date.now() - 6 * 60_000 },
      { sentAt: Date.now() + 6 * 60_000 },
    ];
    for (const options of cases) {
      const response = await deliver(body, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(401);
      expect(response.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    }
    expect(
      (await deliver(body, { sentAt: Date.now() - 6 * 60_000 })).json<{ message: string }>()
        .message,
    ).toBe(THUOCSI_WEBHOOK_MESSAGES.stale);
    expect(await stored(record.orderCode)).toEqual([]);
    // Unsigned, and signed but not an order.
    const bare = await t.app.inject({
      method: 'POST',
      url: SYNC_API.thuocsiOrderWebhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(bare.statusCode).toBe(401);
    const notAnOrder = await deliver({ event: 'order.created', order: { orderCode: 'x' } });
    expect(notAnOrder.statusCode).toBe(400);
  });

  it('recognises a delivery sent again: nothing is done twice', async () => {
    await setKey(KEY);
    const record = order();
    const first = await deliver(
      { event: 'order.created', order: record },
      { delivery: `again-${String(process.pid)}` },
    );
    expect(first.statusCode).toBe(202);
    const runs = await rows<{ n: number }>(sql`select count(*)::int as n from sync_runs`);
    // The same delivery id, even re-signed with a changed order, is the same delivery.
    const replay = await deliver(
      { event: 'order.updated', order: { ...record, status: 'CANCELLED' } },
      { delivery: `again-${String(process.pid)}` },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ThuocsiWebhookAnswer>()).toEqual({
      accepted: false,
      runId: first.json<ThuocsiWebhookAnswer>().runId,
    });
    expect(await stored(record.orderCode)).toEqual([{ status: 'NEW' }]);
    expect(await rows(sql`select count(*)::int as n from sync_runs`)).toEqual(runs);
  });
});
