// Deny by default: every route declares who may call it, the shared rule decides, the server enforces.
import {
  type CurrentUser,
  type DepartmentBit,
  ErrorCode,
  Role,
  type RoleLevel,
  SCREENS,
  type ScreenKey,
  UserStatus,
  canAccess,
} from '@backoffice/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type AppError, forbidden, unauthorized } from '../lib/errors';
import type { TokenService } from '../lib/tokens';
import { findAccessState } from './access-state.repository';

export type RouteAccess =
  | { readonly public: true }
  | {
      readonly public?: false;
      readonly roles: readonly RoleLevel[];
      readonly departments: readonly DepartmentBit[];
      /** The ADV order-notify screens: open to an account that is not active yet. */
      readonly allowInactive?: boolean;
      /** The screens the route serves, whose departments it takes (screenAccess). */
      readonly screens?: readonly ScreenKey[];
      /** An action of those screens that fewer of their departments may take. */
      readonly only?: readonly DepartmentBit[];
    };

export const PUBLIC: RouteAccess = { public: true };

/** The access of a route that needs a signed-in user. */
export type SignedInAccess = Exclude<RouteAccess, { public: true }>;

/** Signed-in users of these departments (empty: any) with at least these roles (default HUMAN). */
export function requireAccess(rule: {
  departments?: readonly DepartmentBit[];
  roles?: readonly RoleLevel[];
  allowInactive?: boolean;
}): RouteAccess {
  return {
    roles: rule.roles ?? [Role.HUMAN],
    departments: rule.departments ?? [],
    allowInactive: rule.allowInactive ?? false,
  };
}

/**
 * The access of a route serving these screens (spec section 2): their role, and every department
 * one of them opens to (any, when one opens to every department); with `only`, an action of those
 * screens that just these of their departments may take.
 */
export function screenAccess(
  screens: readonly ScreenKey[],
  options: { only?: readonly DepartmentBit[] } = {},
): SignedInAccess {
  const served = screens.map((key) => SCREENS[key]);
  const anyDepartment = served.some((screen) => screen.departments.length === 0);
  const departments = anyDepartment ? [] : [...new Set(served.flatMap((s) => s.departments))];
  const { only } = options;
  if (only?.some((bit) => !anyDepartment && !departments.includes(bit))) {
    throw new Error(
      `A narrowed rule of ${screens.join(', ')} names a department they do not open to.`,
    );
  }
  return {
    roles: [...new Set(served.flatMap((screen) => screen.roles))],
    departments: only ?? departments,
    allowInactive: served.every((screen) => screen.skipActiveCheck === true),
    screens,
    ...(only && { only }),
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's contract (zod schemas of body, querystring, params), for tests driven by it. */
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every route of the app with the access it declares, for start-up checks and tests. */
    routeRegistry: () => RegisteredRoute[];
  }
}

/** Inside a plugin scope, marks every route registered there as public (docs, static files). */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: PUBLIC };
  });
}

/** The signed-in user of a route that requires one. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** Who made a request, as the audit log records it. */
export function actorOf(request: FastifyRequest) {
  const user = requireUser(request);
  return { id: user.id, username: user.username, requestId: request.id, ip: request.ip };
}

export const accessPlugin = fp<{ db: Database; tokens: TokenService }>(
  (app, { db, tokens }, done) => {
    const routes: RouteOptions[] = [];
    app.decorateRequest('currentUser', null);
    app.decorate('routeRegistry', () =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          access: route.config?.access,
          schema: route.schema,
        })),
      ),
    );

    app.addHook('onRoute', (route) => {
      routes.push(route);
    });

    app.addHook('onReady', async () => {
      const undeclared = app.routeRegistry().filter((route) => route.access === undefined);
      if (undeclared.length > 0) {
        const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(
          `These routes declare no access rule, so the server refuses to start: ${list}`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const rule = request.routeOptions.config.access;
      if (rule === undefined) throw forbidden();
      if (rule.public === true) return;

      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const user = await signedInUser(db, tokens, token);
      assertAdmitted(user, rule);
      request.currentUser = user;
    });
    done();
  },
  { name: 'access' },
);

/**
 * The user a token signs in, as the database has them now (role and department are read there, so
 * a change applies at the next request); unauthorized when the token is not valid, was revoked
 * (signed out, a password change) or the account was disabled.
 */
export async function signedInUser(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<CurrentUser> {
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized();
  const state = await findAccessState(db, claims.id, claims.jti);
  if (!state) throw unauthorized();
  if (state.tokenVersion !== claims.ver || state.signedOut) {
    throw unauthorized(ErrorCode.TOKEN_REVOKED);
  }
  if (state.disabled) throw unauthorized(ErrorCode.ACCOUNT_DISABLED);
  return {
    id: claims.id,
    username: claims.username,
    fullName: claims.fullName,
    mobilePhone: claims.mobilePhone,
    judas: claims.judas,
    status: state.status,
    active: state.active,
    role: state.role,
    department: state.department,
  };
}

/** Why the user may not take a route of this (non-public) rule; null when they may. */
export function refusalOf(user: CurrentUser, rule: SignedInAccess): AppError | null {
  if (!canAccess(user, rule)) return forbidden();
  if (user.status === UserStatus.MUST_CHANGE_PASSWORD) {
    return forbidden(ErrorCode.PASSWORD_CHANGE_REQUIRED);
  }
  if (!user.active && rule.allowInactive !== true) return forbidden(ErrorCode.ACCOUNT_INACTIVE);
  return null;
}

/** Forbidden unless the user may take a route of this (non-public) rule. */
export function assertAdmitted(user: CurrentUser, rule: SignedInAccess): void {
  const refusal = refusalOf(user, rule);
  if (refusal) throw refusal;
}

/** The token of the request's `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
