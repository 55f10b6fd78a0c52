import {
  ErrorResponse,
  UserCreateRequest,
  UserDetail,
  UserIdParams,
  UserOptions,
  UserPage,
  UserSearchRequest,
  UserSummary,
  UserUpdateRequest,
  ValidateUserPhoneQuery,
  ValidateUserPhoneResponse,
  USERS_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { taggedList } from '../../lib/entity-tag';
import { actorOf, requireUser, screenAccess } from '../../plugins/access';
import {
  createUser,
  getUserDetail,
  searchUserPage,
  updateUser,
  userOptions,
  validateUserPhone,
} from './user-management.service';
import { userSummaries } from './users.service';

// The HRM user screen is open to every department; what each caller may change is the service's rule.
const anyone = screenAccess(['hrmUser']);

/** Every user, answered with its tag. */
const userList = taggedList(z.array(UserSummary));

const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    USERS_API.users,
    {
      // Master data of every screen that shows people (owners, approvers, team members).
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'Every user, for pickers and names',
        response: userList.response,
      },
    },
    async (request, reply) => userList.send(request, reply, await userSummaries(ctx.db)),
  );

  app.get(
    USERS_API.options,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'Departments and roles with their ids, for the user form',
        response: { 200: UserOptions },
      },
    },
    () => userOptions(ctx.db),
  );

  app.get(
    USERS_API.validateMobilePhone,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'Whether a mobile phone follows the phone rule and belongs to no other user',
        querystring: ValidateUserPhoneQuery,
        response: { 200: ValidateUserPhoneResponse, 400: ErrorResponse },
      },
    },
    (request) => validateUserPhone(ctx.db, request.query.mobilePhone, request.query.userId),
  );

  app.get(
    USERS_API.detail,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'One user with properties, team members and handover users',
        description: '`manage` says what the caller may change of this user.',
        params: UserIdParams,
        response: { 200: UserDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request) => getUserDetail(ctx.db, requireUser(request), request.params.id),
  );

  app.post(
    USERS_API.search,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary:
          'Search users (accent-insensitive, typo-tolerant) with filters; page is zero-based',
        body: UserSearchRequest,
        response: { 200: UserPage, 400: ErrorResponse },
      },
    },
    (request) => searchUserPage(ctx.db, requireUser(request), request.body),
  );

  app.post(
    USERS_API.users,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'Create a user (GOD, DEMIGOD, the ADMIN department)',
        description:
          'The password is temporary: the user starts with status -1 and must change it at first ' +
          'sign-in. Nobody gives a role above their own.',
        body: UserCreateRequest,
        response: { 201: UserDetail, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createUser(
        ctx.db,
        requireUser(request),
        actorOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    USERS_API.user,
    {
      config: { access: anyone },
      schema: {
        tags: ['users'],
        summary: 'Update a user: department, role, team, handovers, password, properties',
        description:
          'A field left out is kept. A new password set by someone else makes the status -1 and ' +
          'revokes the user\u2019s tokens; `active: false` deactivates (and revokes) too. Who may ' +
          'change whom: yourself only your contact properties; leaders their team members; ' +
          'DEMIGOD, the ADMIN department and GOD others below them (see README).',
        params: UserIdParams,
        body: UserUpdateRequest,
        response: { 200: UserDetail, ...errors },
      },
    },
    (request) =>
      updateUser(ctx.db, requireUser(request), actorOf(request), request.params.id, request.body),
  );
};
