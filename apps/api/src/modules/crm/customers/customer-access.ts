// The row rules of the CRM on one customer: who may open it, list it, change it.
import { CRM_MESSAGES, actsFor } from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { notFound, notPermitted } from '../../../lib/errors';
import type { CrmViewer } from '../crm-viewer';
import { type CustomerRecord, findCustomerRecord } from './customers.repository';

type Rule = Pick<CustomerRecord, 'ownerId' | 'approvalStatus' | 'deletedAt'>;

/**
 * GET /customer/{id} answers: GOD, ACCOUNT and ADMIN read everything; a sale opens the customers
 * of the users they act for and the approved customers without an owner (pool, ocean).
 */
export function canOpen(viewer: CrmViewer, customer: Rule): boolean {
  if (customer.deletedAt !== null) return false;
  if (viewer.readAll || actsFor(viewer, customer.ownerId)) return true;
  return customer.ownerId === null && customer.approvalStatus === 'APPROVED';
}

/** Listed in the ocean: every approved customer (with its owner), and pending ones of one's own. */
export function canList(viewer: CrmViewer, customer: Rule): boolean {
  if (customer.deletedAt !== null) return false;
  return (
    viewer.readAll || customer.approvalStatus === 'APPROVED' || actsFor(viewer, customer.ownerId)
  );
}

/** Changes (fields, state, interactions, tasks, release): GOD, or a sale acting for the owner. */
export function canEdit(viewer: CrmViewer, customer: Rule): boolean {
  if (customer.deletedAt !== null || !viewer.sale) return false;
  return viewer.god || actsFor(viewer, customer.ownerId);
}

/** The customer if the viewer may open it; 404 otherwise (as if it did not exist). */
export async function openCustomer(
  db: Database,
  viewer: CrmViewer,
  id: number,
  lock = false,
): Promise<CustomerRecord> {
  const customer = await findCustomerRecord(db, id, lock);
  if (!customer || !canOpen(viewer, customer)) throw notFound(CRM_MESSAGES.customerNotFound);
  return customer;
}

/** The customer if the viewer may change it: 404 if they cannot open it, 403 if only read it. */
export async function editCustomer(
  db: Database,
  viewer: CrmViewer,
  id: number,
  lock = false,
): Promise<CustomerRecord> {
  const customer = await openCustomer(db, viewer, id, lock);
  if (!canEdit(viewer, customer)) {
    throw notPermitted(
      viewer.sale ? CRM_MESSAGES.customerReadOnly : CRM_MESSAGES.readOnlyDepartment,
    );
  }
  return customer;
}
