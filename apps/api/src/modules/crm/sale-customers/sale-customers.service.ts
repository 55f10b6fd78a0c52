import {
  CRM_MESSAGES,
  type CustomerActionRequest,
  type SaleCustomer,
  type SaleCustomerCategory,
  type SaleCustomerStateUpdate,
  type SaveSaleCustomerCategory,
  actsFor,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { conflict, notFound, notPermitted } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import { isUniqueViolation } from '../crm-errors';
import type { CrmViewer } from '../crm-viewer';
import { canEdit, canList, openCustomer } from '../customers/customer-access';
import { findCustomerRecord } from '../customers/customers.repository';
import {
  type CategoryRow,
  type SaleCustomerChange,
  categoryNameTaken,
  deleteCategory,
  findCategory,
  findSaleCustomer,
  insertCategory,
  listCategories,
  updateCategory,
  upsertSaleCustomer,
} from './sale-customers.repository';

function toSaleCustomer(
  saleId: number,
  customerId: number,
  row: Awaited<ReturnType<typeof findSaleCustomer>>,
): SaleCustomer {
  return {
    customerId,
    saleId,
    state: (row?.state as SaleCustomer['state'] | undefined) ?? null,
    categoryId: row?.categoryId ?? null,
    categoryName: row?.categoryName ?? null,
    pinned: row?.pinned ?? false,
    hidden: row?.hidden ?? false,
    doNotCall: row?.doNotCall ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** A sale's view of a customer the viewer can open: their own, or of a user they act for. */
export async function saleCustomerOf(
  db: Database,
  viewer: CrmViewer,
  customerId: number,
  saleId: number = viewer.id,
): Promise<SaleCustomer> {
  await openCustomer(db, viewer, customerId);
  if (saleId !== viewer.id && !viewer.readAll && !actsFor(viewer, saleId)) {
    throw notPermitted();
  }
  return toSaleCustomer(saleId, customerId, await findSaleCustomer(db, saleId, customerId));
}

async function changeOwnView(
  db: Database,
  viewer: CrmViewer,
  customerId: number,
  action: string,
  change: SaleCustomerChange,
): Promise<SaleCustomer> {
  await db.transaction(async (tx) => {
    const before = await findSaleCustomer(tx, viewer.id, customerId);
    await upsertSaleCustomer(tx, viewer.id, customerId, change);
    const after = await findSaleCustomer(tx, viewer.id, customerId);
    await recordAudit(tx, viewer.actor, {
      action,
      entity: 'crm_sale_customer',
      entityId: `${viewer.id}:${customerId}`,
      before: before ?? null,
      after: after ?? null,
    });
  });
  return toSaleCustomer(viewer.id, customerId, await findSaleCustomer(db, viewer.id, customerId));
}

/**
 * The pipeline state needs a customer the viewer may change; a category (one of the viewer's own)
 * any customer they can open.
 */
export async function saveSaleCustomerState(
  db: Database,
  viewer: CrmViewer,
  body: SaleCustomerStateUpdate,
): Promise<SaleCustomer> {
  const customer = await openCustomer(db, viewer, body.customerId);
  if (body.state !== undefined && !canEdit(viewer, customer)) {
    throw notPermitted(
      viewer.sale ? CRM_MESSAGES.customerReadOnly : CRM_MESSAGES.readOnlyDepartment,
    );
  }
  if (body.categoryId !== undefined && body.categoryId !== null) {
    const category = await findCategory(db, body.categoryId);
    if (!category || category.saleId !== viewer.id) {
      throw notFound(CRM_MESSAGES.categoryNotFound);
    }
  }
  const change: SaleCustomerChange = {};
  if (body.state !== undefined) change.state = body.state;
  if (body.categoryId !== undefined) change.categoryId = body.categoryId;
  return changeOwnView(db, viewer, body.customerId, 'state', change);
}

/** PIN, HIDE, DO_NOT_CALL: the viewer's own flags, on any customer they see in a list. */
export async function doCustomerAction(
  db: Database,
  viewer: CrmViewer,
  body: CustomerActionRequest,
): Promise<SaleCustomer> {
  const customer = await findCustomerRecord(db, body.customerId);
  if (!customer || !canList(viewer, customer)) throw notFound(CRM_MESSAGES.customerNotFound);
  const change: SaleCustomerChange =
    body.action === 'PIN'
      ? { pinned: body.flag }
      : body.action === 'HIDE'
        ? { hidden: body.flag }
        : { doNotCall: body.flag };
  return changeOwnView(db, viewer, body.customerId, `action:${body.action}`, change);
}

function toCategory(row: CategoryRow): SaleCustomerCategory {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOwnCategories(
  db: Database,
  viewer: CrmViewer,
): Promise<SaleCustomerCategory[]> {
  return (await listCategories(db, viewer.id)).map(toCategory);
}

async function ownCategory(db: Database, viewer: CrmViewer, id: number) {
  const category = await findCategory(db, id);
  // Another sale's category is as good as missing.
  if (!category || category.saleId !== viewer.id) throw notFound(CRM_MESSAGES.categoryNotFound);
  return category;
}

async function categoryView(db: Database, viewer: CrmViewer, id: number) {
  const found = (await listCategories(db, viewer.id)).find((row) => row.id === id);
  if (!found) throw notFound(CRM_MESSAGES.categoryNotFound);
  return toCategory(found);
}

export async function saveCategory(
  db: Database,
  viewer: CrmViewer,
  id: number | undefined,
  body: SaveSaleCustomerCategory,
): Promise<SaleCustomerCategory> {
  const before = id === undefined ? undefined : await ownCategory(db, viewer, id);
  if (await categoryNameTaken(db, viewer.id, body.name, id)) {
    throw conflict(CRM_MESSAGES.categoryNameTaken);
  }
  const write = () =>
    db.transaction(async (tx) => {
      let target = id;
      if (target === undefined) target = await insertCategory(tx, viewer.id, body);
      else await updateCategory(tx, target, body);
      await recordAudit(tx, viewer.actor, {
        action: id === undefined ? 'create' : 'update',
        entity: 'crm_sale_customer_category',
        entityId: target,
        before: before ?? null,
        after: { saleId: viewer.id, ...body },
      });
      return target;
    });
  let savedId: number;
  try {
    savedId = await write();
  } catch (error) {
    if (isUniqueViolation(error, 'crm_sale_customer_categories_name_key')) {
      throw conflict(CRM_MESSAGES.categoryNameTaken);
    }
    throw error;
  }
  return categoryView(db, viewer, savedId);
}

export async function removeCategory(
  db: Database,
  viewer: CrmViewer,
  id: number,
): Promise<{ id: number }> {
  const before = await ownCategory(db, viewer, id);
  await db.transaction(async (tx) => {
    await deleteCategory(tx, id);
    await recordAudit(tx, viewer.actor, {
      action: 'delete',
      entity: 'crm_sale_customer_category',
      entityId: id,
      before,
    });
  });
  return { id };
}
