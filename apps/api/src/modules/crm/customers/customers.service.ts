import {
  CRM_MESSAGES,
  CUSTOMER_COUNT_CAP,
  type CreateCustomer,
  type Customer,
  type CustomerApproval,
  type CustomerListKind,
  type CustomerPage,
  type CustomerSearch,
  type CustomerSource,
  type CustomerTag,
  type DeleteCustomerResult,
  Department,
  DispatchType,
  maskPhone,
  type UpdateCustomer,
  type ValidateMobilePhoneQuery,
  type ValidateMobilePhoneResult,
  ownedCapMessage,
  phoneTakenByMessage,
  actsFor,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { conflict, fieldError, notFound, notPermitted } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import { isUniqueViolation } from '../crm-errors';
import type { CrmViewer } from '../crm-viewer';
import { findPoolSettings } from '../pool-settings/pool-settings.repository';
import { canEdit, canOpen, editCustomer, openCustomer } from './customer-access';
import {
  type CustomerInsert,
  type CustomerRecord,
  type CustomerRow,
  type CustomerSearchFilter,
  countOwnedBy,
  customerTypeExists,
  findCustomerByPhone,
  findCustomerRecord,
  findCustomerRows,
  findUserForOwnership,
  insertCustomer,
  insertPoolEvent,
  listSources,
  listTags,
  lockSaleOwnership,
  nearWords,
  registerTags,
  searchCustomerIds,
  sourceExists,
  updateCustomer,
  wardExists,
} from './customers.repository';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function toCustomer(row: CustomerRow, viewer: CrmViewer): Customer {
  const customer = fullCustomer(row, viewer);
  return customer.openable ? customer : oceanView(customer);
}

/**
 * A customer the viewer may list but not open (another sale's, in the ocean): only what the ocean is
 * for, telling whether a pharmacy is already someone's. Its name, type, province and district, its
 * owner, and its phone masked; no contact, email, street, note, tags or the viewer's own flags.
 */
function oceanView(customer: Customer): Customer {
  return {
    ...customer,
    contactName: null,
    mobilePhone: customer.mobilePhone === null ? null : maskPhone(customer.mobilePhone),
    email: null,
    street: null,
    wardCode: null,
    wardName: null,
    fullAddress: [customer.districtName, customer.provinceName]
      .filter((part): part is string => Boolean(part))
      .join(', '),
    sourceId: null,
    sourceName: null,
    tags: [],
    note: null,
    createdById: null,
    createdByName: null,
    lastInteractionAt: null,
    lastOrderAt: null,
    state: null,
    categoryId: null,
    categoryName: null,
    pinned: false,
    hidden: false,
    doNotCall: false,
  };
}

function fullCustomer(row: CustomerRow, viewer: CrmViewer): Customer {
  const fullAddress = [row.street, row.wardName, row.districtName, row.provinceName]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    contactName: row.contactName,
    mobilePhone: row.mobilePhone,
    email: row.email,
    street: row.street,
    wardCode: row.wardCode,
    wardName: row.wardName,
    districtCode: row.districtCode,
    districtName: row.districtName,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    fullAddress,
    customerTypeId: row.customerTypeId,
    customerTypeName: row.customerTypeName,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    tags: row.tags,
    isOld: row.isOld,
    note: row.note,
    collection: row.collection as Customer['collection'],
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownedSince: iso(row.ownedSince),
    approvalStatus: row.approvalStatus as Customer['approvalStatus'],
    createdById: row.createdById,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastInteractionAt: iso(row.lastInteractionAt),
    lastOrderAt: iso(row.lastOrderAt),
    state: (row.state as Customer['state']) ?? null,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    pinned: row.pinned ?? false,
    hidden: row.hidden ?? false,
    doNotCall: row.doNotCall ?? false,
    editable: canEdit(viewer, row),
    openable: canOpen(viewer, row),
  };
}

/** The customer as the viewer sees it; 404 when they may not open it. */
export async function getCustomer(db: Database, viewer: CrmViewer, id: number): Promise<Customer> {
  const [row] = await findCustomerRows(db, viewer.id, [id]);
  if (!row || !canOpen(viewer, row)) throw notFound(CRM_MESSAGES.customerNotFound);
  return toCustomer(row, viewer);
}

/** Words of the search box: split on spaces and punctuation, at most 8. */
function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,;.!?()]+/)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * One page of `my`, `in-pool` or `in-ocean`. The text matches every word without accents; when
 * nothing matches exactly, the near matches (small typos) are answered instead, best first.
 */
export async function searchCustomers(
  db: Database,
  viewer: CrmViewer,
  kind: CustomerListKind,
  search: CustomerSearch,
): Promise<CustomerPage> {
  const saleIds = search.saleId === undefined ? null : [search.saleId];
  let scope: CustomerSearchFilter['scope'];
  switch (kind) {
    case 'my':
      scope = {
        kind: 'my',
        ownerIds: saleIds ? saleIds.filter((id) => actsFor(viewer, id)) : viewer.actingIds,
      };
      break;
    case 'in-pool':
      scope = { kind: 'pool' };
      break;
    case 'in-ocean':
      scope = {
        kind: 'ocean',
        pendingOwnerIds: viewer.readAll ? null : viewer.actingIds,
        ...(saleIds && { ownerIds: saleIds }),
      };
      break;
  }
  const typeIds = [...(search.typeIds ?? [])];
  if (search.customerTypeId !== undefined) typeIds.push(search.customerTypeId);
  const words = searchWords(search.filterText);
  const filter: CustomerSearchFilter = {
    scope,
    viewerId: viewer.id,
    terms: words.map((word) => [word]),
    tags: search.tags,
    typeIds,
    provinces: search.locationCodes?.province,
    districts: search.locationCodes?.district,
    wards: search.locationCodes?.ward,
    sourceIds: search.sourceIds,
    isOld: search.isOld,
    categoryId: search.customerCategoryId,
    state: search.state,
    approvalStatus: search.approvalStatus,
    includeHidden: search.includeHidden ?? false,
    sortField: search.sortField ?? 'id',
    sortOrder: search.sortOrder ?? 'desc',
    pinnedFirst: kind === 'my',
    page: search.page,
    pageSize: search.pageSize,
    countCap: CUSTOMER_COUNT_CAP,
  };
  let result = await searchCustomerIds(db, filter);
  let fuzzy = false;
  if (result.total === 0 && words.length > 0) {
    // Nothing has every word: correct the words no customer has into known words like them.
    const near = await nearWords(db, words);
    if (near.some((alternatives) => alternatives !== null && alternatives.length > 0)) {
      fuzzy = true;
      const terms = words.map((word, index) => near[index] ?? [word]);
      if (terms.every((alternatives) => alternatives.length > 0)) {
        result = await searchCustomerIds(db, { ...filter, terms });
      }
    }
  }
  const rows = await findCustomerRows(db, viewer.id, result.ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = result.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCustomer(row, viewer)] : [];
  });
  return {
    items,
    total: result.total,
    totalCapped: result.capped,
    fuzzy,
    page: search.page,
    pageSize: search.pageSize,
  };
}

/** The ward, type and source named must exist: 400 naming the field otherwise. */
async function checkReferences(
  db: Database,
  body: Pick<UpdateCustomer, 'wardCode' | 'customerTypeId' | 'sourceId'>,
): Promise<void> {
  if (body.wardCode && !(await wardExists(db, body.wardCode))) {
    throw fieldError('wardCode', CRM_MESSAGES.wardNotFound);
  }
  if (body.customerTypeId && !(await customerTypeExists(db, body.customerTypeId))) {
    throw fieldError('customerTypeId', CRM_MESSAGES.typeNotFound);
  }
  if (body.sourceId && !(await sourceExists(db, body.sourceId))) {
    throw fieldError('sourceId', CRM_MESSAGES.sourceNotFound);
  }
}

/** Who has this phone number, as far as the viewer may know. */
async function phoneHolder(
  db: Database,
  viewer: CrmViewer,
  phone: string,
  exceptId?: number,
): Promise<Omit<ValidateMobilePhoneResult, 'mobilePhone'>> {
  const holder = await findCustomerByPhone(db, phone, exceptId);
  if (!holder) {
    return {
      available: true,
      message: null,
      customerId: null,
      customerName: null,
      ownerName: null,
    };
  }
  const known =
    viewer.readAll ||
    actsFor(viewer, holder.ownerId) ||
    (holder.ownerId === null && holder.approvalStatus === 'APPROVED');
  if (!known) {
    return {
      available: false,
      message: CRM_MESSAGES.phoneOfOtherSale,
      customerId: null,
      customerName: null,
      ownerName: null,
    };
  }
  return {
    available: false,
    message: phoneTakenByMessage(holder.name, holder.code),
    customerId: holder.id,
    customerName: holder.name,
    ownerName: holder.ownerName,
  };
}

export async function validateMobilePhone(
  db: Database,
  viewer: CrmViewer,
  query: ValidateMobilePhoneQuery,
): Promise<ValidateMobilePhoneResult> {
  return {
    mobilePhone: query.mobilePhone,
    ...(await phoneHolder(db, viewer, query.mobilePhone, query.customerId)),
  };
}

async function assertPhoneFree(
  db: Database,
  viewer: CrmViewer,
  phone: string | null | undefined,
  exceptId?: number,
): Promise<void> {
  if (!phone) return;
  const holder = await phoneHolder(db, viewer, phone, exceptId);
  if (!holder.available) {
    throw conflict(holder.message ?? CRM_MESSAGES.phoneOfOtherSale, {
      field: 'mobilePhone',
      customerId: holder.customerId,
    });
  }
}

/** Runs a write; a phone number taken meanwhile by another customer answers the same 409. */
async function withPhoneGuard<T>(
  db: Database,
  viewer: CrmViewer,
  phone: string | null | undefined,
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (phone && isUniqueViolation(error, 'crm_customers_mobile_phone_key')) {
      await assertPhoneFree(db, viewer, phone, exceptId);
    }
    throw error;
  }
}

/** What the audit log keeps of a customer. */
function snapshot(record: CustomerRecord) {
  const { searchDoc: _searchDoc, ...rest } = record;
  return rest;
}

/** Refuses a new owner who already owns the most customers allowed. */
async function assertOwnedCap(
  db: Database,
  viewer: CrmViewer,
  saleId: number,
  saleName: string,
): Promise<void> {
  const settings = await findPoolSettings(db);
  const owned = await countOwnedBy(db, saleId);
  if (owned >= settings.maxOwnedPerSale) {
    throw conflict(ownedCapMessage(settings.maxOwnedPerSale, saleId === viewer.id, saleName));
  }
}

/**
 * A sale's new customer is theirs and waits for a leader's approval; a leader's is approved at
 * once; one created by GOD outside the SALE department goes to the pool.
 */
export async function createCustomer(
  db: Database,
  viewer: CrmViewer,
  body: CreateCustomer,
): Promise<Customer> {
  if (!viewer.sale) throw notPermitted(CRM_MESSAGES.readOnlyDepartment);
  await checkReferences(db, body);
  await assertPhoneFree(db, viewer, body.mobilePhone);
  const ownerId = viewer.inSaleDepartment ? viewer.id : null;
  const approved = viewer.leader;
  const id = await withPhoneGuard(db, viewer, body.mobilePhone, undefined, () =>
    db.transaction(async (tx) => {
      if (ownerId !== null) {
        await lockSaleOwnership(tx, ownerId);
        await assertOwnedCap(tx, viewer, ownerId, viewer.fullName);
      }
      const now = new Date();
      const values: CustomerInsert = {
        ...body,
        collection: ownerId === null ? 'POOL' : 'OWNED',
        ownerId,
        ownedSince: ownerId === null ? null : now,
        approvalStatus: approved ? 'APPROVED' : 'PENDING',
        approvedById: approved ? viewer.id : null,
        approvedAt: approved ? now : null,
        createdById: viewer.id,
      };
      const newId = await insertCustomer(tx, values);
      await registerTags(tx, body.tags);
      await insertPoolEvent(tx, {
        customerId: newId,
        type: 'CREATE',
        saleId: ownerId,
        actorId: viewer.id,
      });
      const after = await findCustomerRecord(tx, newId);
      await recordAudit(tx, viewer.actor, {
        action: 'create',
        entity: 'crm_customer',
        entityId: newId,
        after: after && snapshot(after),
      });
      return newId;
    }),
  );
  return getCustomer(db, viewer, id);
}

export async function updateCustomerById(
  db: Database,
  viewer: CrmViewer,
  id: number,
  body: UpdateCustomer,
): Promise<Customer> {
  await editCustomer(db, viewer, id);
  await checkReferences(db, body);
  if (body.mobilePhone) await assertPhoneFree(db, viewer, body.mobilePhone, id);
  await withPhoneGuard(db, viewer, body.mobilePhone, id, () =>
    db.transaction(async (tx) => {
      const before = await editCustomer(tx, viewer, id, true);
      const change = Object.fromEntries(
        Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== undefined),
      ) as Partial<CustomerInsert>;
      if (Object.keys(change).length === 0) return;
      await updateCustomer(tx, id, change);
      if (body.tags) await registerTags(tx, body.tags);
      const after = await findCustomerRecord(tx, id);
      await recordAudit(tx, viewer.actor, {
        action: 'update',
        entity: 'crm_customer',
        entityId: id,
        before: snapshot(before),
        after: after && snapshot(after),
      });
    }),
  );
  return getCustomer(db, viewer, id);
}

/**
 * With `owner`: whoever acts for the owner releases the customer to the pool (the last owner then
 * waits the cooldown to dig it back). Without: a leader acting for the owner, or GOD, soft-deletes it.
 */
export async function deleteCustomer(
  db: Database,
  viewer: CrmViewer,
  id: number,
  release: boolean,
): Promise<DeleteCustomerResult> {
  return db.transaction(async (tx) => {
    const before = await openCustomer(tx, viewer, id, true);
    const now = new Date();
    if (release) {
      if (!canEdit(viewer, before)) throw notPermitted(CRM_MESSAGES.notOwnerToRelease);
      if (before.ownerId === null) throw conflict(CRM_MESSAGES.noOwner);
      if (before.approvalStatus === 'PENDING') throw conflict(CRM_MESSAGES.pendingCannotRelease);
      await updateCustomer(tx, id, {
        collection: 'POOL',
        ownerId: null,
        ownedSince: null,
        lastOwnerId: before.ownerId,
        releasedAt: now,
      });
      await insertPoolEvent(tx, {
        customerId: id,
        type: 'RELEASE',
        saleId: before.ownerId,
        actorId: viewer.id,
        at: now,
      });
      const after = await findCustomerRecord(tx, id);
      await recordAudit(tx, viewer.actor, {
        action: 'release',
        entity: 'crm_customer',
        entityId: id,
        before: snapshot(before),
        after: after && snapshot(after),
      });
      return { id, outcome: 'RELEASED' as const };
    }
    const mayDelete =
      viewer.god ||
      (viewer.sale &&
        viewer.leader &&
        (before.ownerId === null || actsFor(viewer, before.ownerId)));
    if (!mayDelete) throw notPermitted(CRM_MESSAGES.notLeaderToDelete);
    await updateCustomer(tx, id, { deletedAt: now, deletedById: viewer.id });
    await insertPoolEvent(tx, {
      customerId: id,
      type: 'DELETE',
      saleId: before.ownerId,
      actorId: viewer.id,
      at: now,
    });
    const after = await findCustomerRecord(tx, id);
    await recordAudit(tx, viewer.actor, {
      action: 'delete',
      entity: 'crm_customer',
      entityId: id,
      before: snapshot(before),
      after: after && snapshot(after),
    });
    return { id, outcome: 'DELETED' as const };
  });
}

/** GOD, or a leader acting for the owner, brings a soft-deleted customer back (a rejected one pending again). */
export async function restoreCustomer(
  db: Database,
  viewer: CrmViewer,
  id: number,
): Promise<Customer> {
  const found = await findCustomerRecord(db, id);
  const mayRestore =
    found &&
    (viewer.god ||
      (viewer.sale && viewer.leader && (found.ownerId === null || actsFor(viewer, found.ownerId))));
  if (!found || !mayRestore) throw notFound(CRM_MESSAGES.customerNotFound);
  if (found.deletedAt === null) throw conflict(CRM_MESSAGES.notDeleted);
  await assertPhoneFree(db, viewer, found.mobilePhone, id);
  await withPhoneGuard(db, viewer, found.mobilePhone, id, () =>
    db.transaction(async (tx) => {
      const before = await findCustomerRecord(tx, id, true);
      if (!before || before.deletedAt === null) throw conflict(CRM_MESSAGES.notDeleted);
      await updateCustomer(tx, id, {
        deletedAt: null,
        deletedById: null,
        ...(before.approvalStatus === 'REJECTED' && { approvalStatus: 'PENDING' }),
      });
      const after = await findCustomerRecord(tx, id);
      await recordAudit(tx, viewer.actor, {
        action: 'restore',
        entity: 'crm_customer',
        entityId: id,
        before: snapshot(before),
        after: after && snapshot(after),
      });
    }),
  );
  return getCustomer(db, viewer, id);
}

/**
 * A leader of the creator's team (or GOD) decides on a pending customer: keep it with the creator,
 * send it to the pool, or give it to a sale of their team. A rejection soft-deletes it.
 */
export async function approveCustomer(
  db: Database,
  viewer: CrmViewer,
  id: number,
  body: CustomerApproval,
): Promise<Customer> {
  await db.transaction(async (tx) => {
    const before = await openCustomer(tx, viewer, id, true);
    const creatorSide = before.ownerId ?? before.createdById;
    const mayDecide = viewer.god || (viewer.sale && viewer.leader && actsFor(viewer, creatorSide));
    if (!mayDecide) throw notPermitted(CRM_MESSAGES.notLeaderOfCreator);
    if (before.approvalStatus !== 'PENDING') throw conflict(CRM_MESSAGES.alreadyDecided);
    const now = new Date();
    let change: Partial<CustomerInsert>;
    let eventSaleId: number | null = before.ownerId;
    if (!body.approved) {
      change = { approvalStatus: 'REJECTED', deletedAt: now, deletedById: viewer.id };
    } else {
      const decided = { approvalStatus: 'APPROVED', approvedById: viewer.id, approvedAt: now };
      const dispatch = body.dispatchTypeId ?? DispatchType.KEEP_WITH_CREATOR;
      if (dispatch === DispatchType.TO_POOL) {
        change = { ...decided, collection: 'POOL', ownerId: null, ownedSince: null };
        eventSaleId = null;
      } else {
        const target =
          dispatch === DispatchType.ASSIGN_TO_SALE && body.saleId !== undefined
            ? body.saleId
            : before.createdById;
        if (target === null) throw fieldError('saleId', CRM_MESSAGES.saleNotFound);
        const sale = await findUserForOwnership(tx, target);
        if (!sale || !sale.active || sale.department !== Department.SALE) {
          throw fieldError(
            dispatch === DispatchType.ASSIGN_TO_SALE ? 'saleId' : 'dispatchTypeId',
            CRM_MESSAGES.saleNotFound,
          );
        }
        if (!viewer.god && !actsFor(viewer, target)) {
          throw notPermitted(CRM_MESSAGES.assignOutsideTeam);
        }
        if (target !== before.ownerId) {
          await lockSaleOwnership(tx, target);
          await assertOwnedCap(tx, viewer, target, sale.fullName);
        }
        change = { ...decided, collection: 'OWNED', ownerId: target, ownedSince: now };
        eventSaleId = target;
      }
    }
    await updateCustomer(tx, id, change);
    await insertPoolEvent(tx, {
      customerId: id,
      type: body.approved ? 'APPROVE' : 'REJECT',
      saleId: eventSaleId,
      actorId: viewer.id,
      detail: { dispatchTypeId: body.dispatchTypeId ?? null },
      at: now,
    });
    const after = await findCustomerRecord(tx, id);
    await recordAudit(tx, viewer.actor, {
      action: body.approved ? 'approve' : 'reject',
      entity: 'crm_customer',
      entityId: id,
      before: snapshot(before),
      after: after && snapshot(after),
    });
  });
  if (!body.approved) {
    // Rejected means deleted: answer what it was at the moment of the decision.
    const [row] = await findCustomerRows(db, viewer.id, [id]);
    if (!row) throw notFound(CRM_MESSAGES.customerNotFound);
    return toCustomer(row, viewer);
  }
  return getCustomer(db, viewer, id);
}

export function customerSources(db: Database): Promise<CustomerSource[]> {
  return listSources(db);
}

export function customerTags(db: Database): Promise<CustomerTag[]> {
  return listTags(db);
}
