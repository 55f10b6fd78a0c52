// Every registered route, found at run time: anonymous calls get 401, a department or role outside
// the route's rule gets 403, and a caller inside it gets through; the rule is the one of the screens
// the route serves (spec section 2). A new route is covered as it is added.
import {
  AUDIT_API,
  AUTH_API,
  CRM_API,
  LEAVE_API,
  MAPPING_API,
  MASTER_DATA_API,
  REPORT_API,
  LIVE_API,
  ORDER_NOTICE_API,
  ADV_ORDER_API,
  RECONCILIATION_API,
  SYNC_API,
  SYSTEM_API,
  USERS_API,
  type AccessSubject,
  DEPARTMENTS,
  Department,
  ErrorCode,
  ROLES,
  Role,
  SCREENS,
  canAccess,
} from '@backoffice/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './plugins/access';
import { DEMO_USERS } from './seed/demo-users';
import { bearer, testKit } from './test/test-app';

let routes: RegisteredRoute[] = [];

// The only routes that may be public: sign-in, password change, health, the API docs, the web app.
const PUBLIC_ALLOWED = [
  /^\/auth\/login$/,
  /^\/auth\/change-password$/,
  // Reads the token itself, so that one who must change the password can still sign out.
  /^\/auth\/logout$/,
  /^\/health$/,
  /^\/docs(\/|$)/,
  // The realtime channel: a browser cannot set a header on a WebSocket, so its first message signs
  // it in (modules/live).
  /^\/api\/v1\/live\/socket$/,
  // The marketplace's order webhook: no user calls it; its signature is its credential.
  /^\/api\/v1\/thuocsi\/webhook\/order$/,
];

// The API routes that serve no one screen of the web app (the realtime channel serves several, each
// event checked against its own screen's rule).
const SCREENLESS = [
  'GET /api/v1/audit-log',
  'POST /api/v1/thuocsi/webhook/order',
  'GET /api/v1/live/socket',
];

// Demo users able to act (status 1, active) that are not GOD: the callers of the matrix.
const callers = DEMO_USERS.filter((u) => u.status === 1 && u.active && u.role !== 'GOD');

const kit = testKit([...callers.map((user) => user.username), 'admin']);

beforeAll(() => {
  routes = kit.app.routeRegistry();
});

/** Whether the screens a route serves let this caller in (and its narrowed action, if any). */
function screensLetIn(access: RegisteredRoute['access'], subject: AccessSubject): boolean | null {
  if (!access || access.public === true || !access.screens) return null;
  const opened = access.screens.some((key) => canAccess(subject, SCREENS[key]));
  const { only } = access;
  return opened && (!only || only.some((bit) => bit === subject.department));
}

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

function call(route: RegisteredRoute, headers: Record<string, string> = {}) {
  return kit.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
  });
}

describe('authorization matrix', () => {
  it('finds the routes of the app, including the protected ones', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.access && r.access.public !== true)).toBe(true);
  });

  it('has only the expected public routes', () => {
    const unexpected = routes.filter(
      (r) => r.access?.public === true && !PUBLIC_ALLOWED.some((pattern) => pattern.test(r.url)),
    );
    expect(unexpected.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('registers every API path from the shared path constants the web calls', () => {
    const constants = [
      AUTH_API,
      SYSTEM_API,
      AUDIT_API,
      USERS_API,
      LEAVE_API,
      MASTER_DATA_API,
      MAPPING_API,
      SYNC_API,
      CRM_API,
      CRM_API.customerLists,
      REPORT_API,
      LIVE_API,
      ORDER_NOTICE_API,
      ADV_ORDER_API,
      RECONCILIATION_API,
    ].flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string'));
    const stray = routes.filter(
      (r) =>
        (r.url.startsWith('/api/') || r.url.startsWith('/auth/')) && !constants.includes(r.url),
    );
    expect(stray.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('takes the rule of every API route from the screens it serves', () => {
    const without = routes.filter(
      (r) =>
        r.url.startsWith('/api/v1/') &&
        r.method !== 'HEAD' &&
        (r.access?.public === true || !r.access?.screens?.length),
    );
    expect(without.map((r) => `${r.method} ${r.url}`)).toEqual(SCREENLESS);
  });

  it('answers 401 to an anonymous call of every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access?.public !== true)) {
      const response = await call(route);
      if (response.statusCode !== 401)
        failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to an invalid token on every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access?.public !== true)) {
      const response = await call(route, bearer('invalid.token.value'));
      if (response.statusCode !== 401)
        failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every caller outside the rule and lets every caller inside it through', async () => {
    const failures: string[] = [];
    let refusals = 0;
    for (const route of routes) {
      const access = route.access;
      if (!access || access.public === true) continue;
      for (const user of callers) {
        const subject = { role: Role[user.role], department: Department[user.department] };
        const allowed = canAccess(subject, access);
        const byScreens = screensLetIn(access, subject);
        if (byScreens !== null && byScreens !== allowed) {
          failures.push(
            `${route.method} ${route.url} as ${user.username}: its rule says ${String(allowed)}, ` +
              `its screens ${String(byScreens)}`,
          );
        }
        const response = await call(route, kit.as(user.username));
        // Only the route's access rule refuses with FORBIDDEN; a business rule inside it (this
        // record is not yours) answers NOT_PERMITTED, which still means the rule let the caller in.
        const refused =
          response.statusCode === 403 &&
          // A HEAD answer has no body to tell them apart.
          (response.body === '' || response.json<{ code: string }>().code === ErrorCode.FORBIDDEN);
        if (!allowed) refusals += 1;
        if (allowed === refused || response.statusCode === 401 || response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} as ${user.username} (${user.role}, ${user.department}): ` +
              `${response.statusCode}, expected ${allowed ? 'through' : '403'}`,
          );
        }
      }
      const god = await call(route, kit.as('admin'));
      if ([401, 403].includes(god.statusCode) || god.statusCode >= 500) {
        failures.push(`${route.method} ${route.url} as GOD: ${god.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // At least one route restricts by department, so the 403 side of the matrix is exercised.
    expect(refusals).toBeGreaterThan(0);
  });

  it('has a caller from every department and every role below GOD', () => {
    expect(new Set(callers.map((u) => u.department))).toEqual(
      new Set(DEPARTMENTS.map((d) => d.code)),
    );
    expect(new Set([...callers.map((u) => u.role), 'GOD'])).toEqual(
      new Set(ROLES.map((r) => r.code)),
    );
  });
});
