import {
  ApproveLeaveRequest,
  CreateLeaveRequest,
  ErrorResponse,
  LeaveCalendar,
  LeaveCalendarQuery,
  LeaveIdParams,
  LeaveRequest,
  LeaveRequestPage,
  LeaveTeamMember,
  LeaveToDecideQuery,
  LeaveStatus,
  RejectLeaveRequest,
  UserIdParams,
  UserLeave,
  UserLeaveQuery,
  LEAVE_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf, requireUser, screenAccess } from '../../plugins/access';
import {
  cancelLeaveRequest,
  createLeaveRequest,
  decideLeaveRequest,
  findLeaveOfUser,
  leaveCalendar,
  leaveTeam,
  leaveToDecide,
} from './leave-requests.service';

// The HRM leave screen is open to every department; who sees and decides what is the service's rule.
const anyone = screenAccess(['hrmLeave']);
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const leaveRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    LEAVE_API.requests,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Ask for leave (for yourself)',
        description:
          'Working days Monday to Friday, half days 0.5. Refused: a period that ends before it ' +
          'starts or holds no working day (400), one that overlaps a pending or approved request ' +
          'of yours, or annual leave beyond what remains of the year (409).',
        body: CreateLeaveRequest,
        response: { 201: LeaveRequest, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createLeaveRequest(
        ctx.db,
        requireUser(request),
        actorOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    LEAVE_API.ofUser,
    {
      // A HEAD answer could not say why it refuses someone else's leave (NOT_PERMITTED).
      exposeHeadRoute: false,
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: "A user's leave requests, newest first, with the annual balance of a year",
        description:
          'Yours; those of your team and handed-over users; everyone\u2019s for DEMIGOD, GOD and ' +
          'the ADMIN department.',
        params: UserIdParams,
        querystring: UserLeaveQuery,
        response: { 200: UserLeave, ...errors },
      },
    },
    (request) =>
      findLeaveOfUser(ctx.db, requireUser(request), request.params.id, request.query.year),
  );

  app.get(
    LEAVE_API.calendar,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Who is off: pending and approved leave of these users in the month of `date`',
        querystring: LeaveCalendarQuery,
        response: { 200: LeaveCalendar, ...errors },
      },
    },
    (request) =>
      leaveCalendar(ctx.db, requireUser(request), request.query.userIds, request.query.date),
  );

  app.get(
    LEAVE_API.team,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'The people of your team calendar, and which of them you decide for',
        response: { 200: z.array(LeaveTeamMember) },
      },
    },
    (request) => leaveTeam(ctx.db, requireUser(request)),
  );

  app.get(
    LEAVE_API.toDecide,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Requests of the people you decide for (default: pending), pending first',
        querystring: LeaveToDecideQuery,
        response: { 200: LeaveRequestPage, 400: ErrorResponse },
      },
    },
    (request) => leaveToDecide(ctx.db, requireUser(request), request.query),
  );

  app.post(
    LEAVE_API.approve,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Approve a pending request of your team',
        description: 'Of two decisions at the same moment one stands; the other answers 409.',
        params: LeaveIdParams,
        body: ApproveLeaveRequest,
        response: { 200: LeaveRequest, ...errors },
      },
    },
    (request) =>
      decideLeaveRequest(ctx.db, requireUser(request), actorOf(request), request.params.id, {
        status: LeaveStatus.APPROVED,
        comment: request.body.comment || null,
      }),
  );

  app.post(
    LEAVE_API.reject,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Reject a pending request of your team, saying why',
        params: LeaveIdParams,
        body: RejectLeaveRequest,
        response: { 200: LeaveRequest, ...errors },
      },
    },
    (request) =>
      decideLeaveRequest(ctx.db, requireUser(request), actorOf(request), request.params.id, {
        status: LeaveStatus.REJECTED,
        comment: request.body.comment,
      }),
  );

  app.post(
    LEAVE_API.cancel,
    {
      config: { access: anyone },
      schema: {
        tags: ['hrm'],
        summary: 'Cancel your own request while it is pending',
        params: LeaveIdParams,
        body: z.strictObject({}).optional(),
        response: { 200: LeaveRequest, ...errors },
      },
    },
    (request) =>
      cancelLeaveRequest(ctx.db, requireUser(request), actorOf(request), request.params.id),
  );
};
