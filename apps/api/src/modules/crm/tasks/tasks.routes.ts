import {
  CreateTask,
  DeleteTaskResult,
  Task,
  TaskIdParams,
  TaskPage,
  TaskSearch,
  UpdateTask,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS } from '../crm-access';
import { viewerOf } from '../crm-viewer';
import { createTask, deleteTaskById, searchTasks, updateTaskById } from './tasks.service';

const tags = ['crm-tasks'];

export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const config = { access: CRM_ACCESS };

  app.post(
    CRM_API.taskCreate,
    {
      config,
      schema: {
        tags,
        summary: 'Create a task for a customer',
        body: CreateTask,
        response: { 200: Task },
      },
    },
    async (request) => createTask(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.taskSearch,
    {
      config,
      schema: {
        tags,
        summary: 'Tasks the caller may see: open ones first, by due time',
        body: TaskSearch,
        response: { 200: TaskPage },
      },
    },
    async (request) => searchTasks(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.task,
    {
      config,
      schema: {
        tags,
        summary: 'Change a task (the fields sent)',
        params: TaskIdParams,
        body: UpdateTask,
        response: { 200: Task },
      },
    },
    async (request) =>
      updateTaskById(db, await viewerOf(db, request), request.params.id, request.body),
  );

  app.delete(
    CRM_API.task,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a task',
        params: TaskIdParams,
        response: { 200: DeleteTaskResult },
      },
    },
    async (request) => deleteTaskById(db, await viewerOf(db, request), request.params.id),
  );
};
