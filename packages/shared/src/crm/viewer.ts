// Who is looking at the CRM, as its row rules and its buttons read it: the server enforces these
// rules, the web app hides what they would refuse; both take the flags from here.
import { type AccessSubject, Department, isGod, isLeader, normalizeDepartment } from '../access';

/** What a viewer may do by role and department. */
export interface CrmViewerFlags {
  god: boolean;
  /** GOD or SUPERMAN. */
  leader: boolean;
  /** GOD, ACCOUNT and ADMIN read every customer. */
  readAll: boolean;
  /** GOD and the SALE department create and change customers; ACCOUNT and ADMIN only read. */
  sale: boolean;
  /** Of the SALE department: may own customers (and dig for themselves). */
  inSaleDepartment: boolean;
}

export function crmViewerFlags(subject: AccessSubject): CrmViewerFlags {
  const god = isGod(subject);
  const department = normalizeDepartment(subject.department);
  return {
    god,
    leader: isLeader(subject),
    readAll: god || department === Department.ACCOUNT || department === Department.ADMIN,
    sale: god || department === Department.SALE,
    inSaleDepartment: department === Department.SALE,
  };
}

/**
 * Acts for this user: themselves, a handed-over user or (a leader) a team member, the viewer's
 * acting ids.
 */
export function actsFor(viewer: { actingIds: readonly number[] }, userId: number | null): boolean {
  return userId !== null && viewer.actingIds.includes(userId);
}
