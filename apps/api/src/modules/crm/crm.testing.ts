// Shared pieces of the CRM's API tests: signed-in demo users, their ids, customers made directly.
import { sql } from 'drizzle-orm';
import { crmCustomers } from '../../db/schema';
import { type TestApp, type TestKit, testKit } from '../../test/test-app';

export const CRM_USERS = [
  'admin',
  'truongnhom',
  'sale1',
  'sale2',
  'ketoan',
  'hanhchinh',
  'marketing',
  'kho',
  'giamdoc',
] as const;
export type CrmUser = (typeof CRM_USERS)[number];

/** A CRM test file's app with the CRM's demo users signed in once (the API's test kit). */
export const crmTestKit = (): TestKit => testKit(CRM_USERS);

let phoneCounter = 0;
/** A phone number no generated demo customer has (the generator never uses the 020 prefix). */
export function freshPhone(): string {
  phoneCounter += 1;
  return `020${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface DirectCustomer {
  name?: string;
  ownerId?: number | null;
  collection?: 'OWNED' | 'POOL' | 'OCEAN';
  approvalStatus?: 'PENDING' | 'APPROVED';
  mobilePhone?: string | null;
  createdById?: number | null;
  lastOwnerId?: number | null;
  releasedAt?: Date | null;
  ownedSince?: Date | null;
  lastInteractionAt?: Date | null;
  lastOrderAt?: Date | null;
  wardCode?: string | null;
  tags?: string[];
  isOld?: boolean;
  customerTypeId?: number | null;
  sourceId?: number | null;
}

/** A customer written straight to the table (no rules), for arranging a test. */
export async function insertCustomerRow(
  app: TestApp,
  values: DirectCustomer = {},
): Promise<number> {
  const ownerId = values.ownerId ?? null;
  const [row] = await app.ctx.db
    .insert(crmCustomers)
    .values({
      name: values.name ?? `Nhà thuốc Thử Nghiệm ${String(phoneCounter + 1)}`,
      mobilePhone: values.mobilePhone === undefined ? freshPhone() : values.mobilePhone,
      ownerId,
      collection: values.collection ?? (ownerId === null ? 'POOL' : 'OWNED'),
      approvalStatus: values.approvalStatus ?? 'APPROVED',
      createdById: values.createdById ?? ownerId,
      ownedSince: values.ownedSince ?? (ownerId === null ? null : sql`now()`),
      lastOwnerId: values.lastOwnerId ?? null,
      releasedAt: values.releasedAt ?? null,
      lastInteractionAt: values.lastInteractionAt ?? null,
      lastOrderAt: values.lastOrderAt ?? null,
      wardCode: values.wardCode ?? null,
      tags: values.tags ?? [],
      isOld: values.isOld ?? false,
      customerTypeId: values.customerTypeId ?? null,
      sourceId: values.sourceId ?? null,
    })
    .returning({ id: crmCustomers.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
