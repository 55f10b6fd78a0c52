// Whose figures a viewer of the sales reports reads: a sale their own (and those of users handed
// over to them), a leader their team's too, GOD every sale. Enforced here, for every sales call.
import { type CurrentUser, Department, isGod, isLeader } from '@backoffice/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { departments, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { findTeamMemberIds } from '../../users/users.repository';
import { findActingUserIds } from '../../users/users.service';

export interface SaleScope {
  /** GOD: every sale, and the orders of no sale. */
  all: boolean;
  /** The sales the viewer reads, ascending. */
  saleIds: number[];
  /** The sales whose targets the viewer may set: a leader's team, every sale for GOD. */
  editableIds: ReadonlySet<number>;
}

/** The active users of the sales department, by id. */
async function activeSaleIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(and(eq(departments.bit, Department.SALE), eq(users.disabled, false)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

export async function saleScope(db: Database, user: CurrentUser): Promise<SaleScope> {
  if (isGod(user)) {
    const saleIds = await activeSaleIds(db);
    return { all: true, saleIds, editableIds: new Set(saleIds) };
  }
  const [acting, team] = await Promise.all([
    findActingUserIds(db, user),
    isLeader(user) ? findTeamMemberIds(db, user.id) : Promise.resolve([]),
  ]);
  return {
    all: false,
    saleIds: [...acting].sort((a, b) => a - b),
    editableIds: new Set(team),
  };
}

/** A sale the viewer reads; 404 for any other (a sale outside the scope is not shown to exist). */
export function requireInScope(scope: SaleScope, saleId: number, message?: string): void {
  if (!scope.saleIds.includes(saleId)) throw notFound(message);
}

/** These sales' names, by full name. */
export async function findSales(
  db: Database,
  saleIds: readonly number[],
): Promise<{ saleId: number; username: string; fullName: string }[]> {
  if (saleIds.length === 0) return [];
  return db
    .select({ saleId: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, [...saleIds]))
    .orderBy(asc(users.fullName), asc(users.id));
}
