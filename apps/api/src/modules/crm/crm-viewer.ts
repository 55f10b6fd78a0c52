// Who is asking, as the CRM's row rules read it: whose customers they act on, whether they read
// everything, whether they may change anything.
import { type CrmViewerFlags, type CurrentUser, crmViewerFlags } from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/access';
import type { AuditActor } from '../audit/audit.repository';
import { findActingUserIds } from '../users/users.service';

export interface CrmViewer extends CrmViewerFlags {
  id: number;
  username: string;
  fullName: string;
  /** Themselves, handed-over users and, for a leader, their team: whose customers they act on. */
  actingIds: number[];
  actor: AuditActor;
}

export async function crmViewer(
  db: Database,
  user: CurrentUser,
  actor?: Partial<AuditActor>,
): Promise<CrmViewer> {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    actingIds: await findActingUserIds(db, user),
    ...crmViewerFlags(user),
    actor: { id: user.id, username: user.username, ...actor },
  };
}

/** The viewer of a request to a route that requires a signed-in user. */
export function viewerOf(db: Database, request: FastifyRequest): Promise<CrmViewer> {
  return crmViewer(db, requireUser(request), { requestId: request.id, ip: request.ip });
}
