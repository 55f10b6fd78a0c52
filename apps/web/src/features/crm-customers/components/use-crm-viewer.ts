// Who is looking at the customer screens, as the buttons read it. The server enforces every rule;
// this only hides what would be refused.
import {
  ApprovalStatus,
  type CrmViewerFlags,
  type Customer,
  Department,
  actsFor,
  crmViewerFlags,
  isLeader,
  normalizeDepartment,
  type UserSummary,
} from '@backoffice/shared';
import { useEffect, useMemo } from 'react';
import { useMasterDataStore } from '../../../lib/master-data/master-data-store';
import { useSessionStore } from '../../../lib/session-store';
import { useTeam } from '../api/get-team';

export interface CrmViewer extends CrmViewerFlags {
  id: number;
  name: string;
  /** Themselves, the users handed over to them and, for a leader, their team members. */
  actingIds: number[];
}

export function crmViewerOf(
  session: { id: number; name: string; judas: readonly number[]; role: number; department: number },
  team: { memberIds: readonly number[]; transferIds: readonly number[] } | undefined,
): CrmViewer {
  const flags = crmViewerFlags(session);
  const acting = new Set<number>([session.id, ...session.judas]);
  for (const id of team?.transferIds ?? []) acting.add(id);
  if (flags.leader) for (const id of team?.memberIds ?? []) acting.add(id);
  return {
    id: session.id,
    name: session.name,
    ...flags,
    actingIds: [...acting],
  };
}

export function useCrmViewer(): CrmViewer {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const department = useSessionStore((state) => state.department);
  const leader = isLeader({ role });
  const team = useTeam(user?.id, leader || (user?.judas.length ?? 0) > 0);
  return useMemo(
    () =>
      crmViewerOf(
        {
          id: user?.id ?? 0,
          name: user?.name ?? '',
          judas: user?.judas ?? [],
          role,
          department,
        },
        team.data,
      ),
    [user, role, department, team.data],
  );
}

/** A leader of the creator's team (or GOD) decides on a pending customer. */
export function canApprove(viewer: CrmViewer, customer: Customer): boolean {
  if (customer.approvalStatus !== ApprovalStatus.PENDING) return false;
  if (viewer.god) return true;
  return viewer.sale && viewer.leader && actsFor(viewer, customer.ownerId ?? customer.createdById);
}

/** A customer of the pool may be dug by any sale (a leader may dig it for a team member). */
export function canDig(viewer: CrmViewer, customer: Customer): boolean {
  return viewer.sale && customer.collection === 'POOL' && customer.ownerId === null;
}

/** The owner (or whoever acts for them) gives an approved customer back to the pool. */
export function canRelease(customer: Customer): boolean {
  return (
    customer.editable &&
    customer.ownerId !== null &&
    customer.approvalStatus === ApprovalStatus.APPROVED
  );
}

/** GOD, or a leader acting for the owner (or on an unowned customer), deletes. */
export function canDelete(viewer: CrmViewer, customer: Customer): boolean {
  if (viewer.god) return true;
  return (
    viewer.sale &&
    viewer.leader &&
    customer.openable &&
    (customer.ownerId === null || actsFor(viewer, customer.ownerId))
  );
}

/**
 * Loads the master data the customer screens read: fetched when the browser has none, checked with
 * the server when the kept copy is old or from before the last sign-in, else used as it is.
 */
export function useCustomerMasterData() {
  const addresses = useMasterDataStore((state) => state.addresses);
  const customerTypes = useMasterDataStore((state) => state.customerTypes);
  const users = useMasterDataStore((state) => state.users);
  const loading = useMasterDataStore((state) => state.loading);
  useEffect(() => {
    const store = useMasterDataStore.getState();
    // Failures are shown by the API client's notice; the screens work without these lists.
    void store.loadAddresses().catch(() => undefined);
    void store.loadCustomerTypes().catch(() => undefined);
    void store.loadUsers().catch(() => undefined);
  }, []);
  return { addresses, customerTypes, users, loading };
}

/** Active users of the SALE department, by name: who may own customers. */
export function saleUsersOf(users: readonly UserSummary[]): UserSummary[] {
  return users
    .filter((user) => user.active && normalizeDepartment(user.department) === Department.SALE)
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'vi'));
}

/**
 * Whom a viewer may give a customer to (approve to a sale, dig for someone): GOD any sale; a
 * leader the sales they act for (themselves included when of the SALE department).
 */
export function assignableSales(viewer: CrmViewer, users: readonly UserSummary[]): UserSummary[] {
  const sales = saleUsersOf(users);
  return viewer.god ? sales : sales.filter((user) => viewer.actingIds.includes(user.id));
}
