// Who is asking, as the CRM's row rules read it: whose customers they act on, whether they read
// everything, whether they may change anything.
import {
  type CurrentUser,
  Department,
  isGod,
  isLeader,
  normalizeDepartment,
} from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/access';
import type { AuditActor } from '../audit/audit.repository';
import { findActingUserIds } from '../users/users.service';

export interface CrmViewer {
  id: number;
  username: string;
  fullName: string;
  /** Themselves, handed-over users and, for a leader, their team: whose customers they act on. */
  actingIds: number[];
  god: boolean;
  /** isLeader: GOD or SUPERMAN. */
  leader: boolean;
  /** GOD, ACCOUNT and ADMIN read every customer. */
  readAll: boolean;
  /** GOD and the SALE department change customers; ACCOUNT and ADMIN only read. */
  sale: boolean;
  /** Of the SALE department (may own customers). */
  inSaleDepartment: boolean;
  actor: AuditActor;
}

export async function crmViewer(
  db: Database,
  user: CurrentUser,
  actor?: Partial<AuditActor>,
): Promise<CrmViewer> {
  const god = isGod(user);
  const department = normalizeDepartment(user.department);
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    actingIds: await findActingUserIds(db, user),
    god,
    leader: isLeader(user),
    readAll: god || department === Department.ACCOUNT || department === Department.ADMIN,
    sale: god || department === Department.SALE,
    inSaleDepartment: department === Department.SALE,
    actor: { id: user.id, username: user.username, ...actor },
  };
}

/** The viewer of a request to a route that requires a signed-in user. */
export function viewerOf(db: Database, request: FastifyRequest): Promise<CrmViewer> {
  return crmViewer(db, requireUser(request), { requestId: request.id, ip: request.ip });
}

/** Acts for this user: themselves, a handed-over user or (a leader) a team member. */
export function actsFor(viewer: CrmViewer, userId: number | null): boolean {
  return userId !== null && viewer.actingIds.includes(userId);
}
