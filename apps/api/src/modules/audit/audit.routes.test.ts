import { ErrorCode } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp, decodeClaims, login } from '../../test/test-app';
import { setUserActive } from '../users/users.service';

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close());

interface AuditPage {
  items: {
    actorUsername: string | null;
    action: string;
    entity: string;
    entityId: string;
    at: string;
    before: unknown;
    after: unknown;
  }[];
  total: number;
}

describe('GET /api/v1/audit-log', () => {
  it('shows BOM and ADMIN who changed a user, when, before and after, newest first', async () => {
    const admin = await login(app, 'admin');
    const kho = decodeClaims(await login(app, 'kho'));
    await setUserActive(
      app.ctx.db,
      { id: Number(decodeClaims(admin).id), username: 'admin' },
      Number(kho.id),
      false,
    );

    for (const reader of ['giamdoc', 'hanhchinh']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/audit-log?entity=user&entityId=${String(kho.id)}`,
        headers: bearer(await login(app, reader)),
      });
      expect(response.statusCode).toBe(200);
      const page = response.json<AuditPage>();
      expect(page.items[0]).toMatchObject({
        actorUsername: 'admin',
        action: 'deactivate',
        entity: 'user',
        entityId: String(kho.id),
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      });
      expect(Date.parse(page.items[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(page.items.at(-1)?.action).toBe('seed');
    }
  });

  it('refuses a sale', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/audit-log',
      headers: bearer(await login(app, 'sale1')),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
  });

  it('pages zero-based', async () => {
    const token = await login(app, 'admin');
    const first = await app.inject({
      method: 'GET',
      url: '/api/v1/audit-log?page=0&pageSize=2',
      headers: bearer(token),
    });
    const second = await app.inject({
      method: 'GET',
      url: '/api/v1/audit-log?page=1&pageSize=2',
      headers: bearer(token),
    });
    const a = first.json<AuditPage>();
    const b = second.json<AuditPage>();
    expect(a.items).toHaveLength(2);
    expect(a.total).toBeGreaterThan(3);
    expect(b.items[0]).not.toEqual(a.items[0]);
  });
});
