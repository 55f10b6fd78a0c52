import { ErrorCode, type Task, type TaskPage } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { type CrmUser, crmTestKit, insertCustomerRow } from '../crm.testing';

const t = crmTestKit();

const post = (user: CrmUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.as(user), payload });
const createTask = (user: CrmUser, payload: object) => post(user, '/api/v1/crm/task', payload);
const updateTask = (user: CrmUser, id: number, payload: object) =>
  post(user, `/api/v1/crm/task/${id}`, payload);
const deleteTask = (user: CrmUser, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/crm/task/${id}`, headers: t.as(user) });
const findTasks = (user: CrmUser, payload: object) =>
  post(user, '/api/v1/crm/task/find-by-options', payload);

describe('tasks', () => {
  it('are created for an own customer, changed, done and deleted', async () => {
    const customerId = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const created = await createTask('sale1', {
      title: 'Gọi lại báo giá',
      customerId,
      dueAt: '2026-12-01T09:00:00+07:00',
      priority: 'HIGH',
    });
    expect(created.statusCode).toBe(200);
    const task = created.json<Task>();
    expect(task).toMatchObject({
      assigneeId: t.id('sale1'),
      status: 'TODO',
      priority: 'HIGH',
      dueAt: '2026-12-01T02:00:00.000Z',
      editable: true,
    });

    const done = await updateTask('sale1', task.id, { status: 'DONE' });
    expect(done.json<Task>()).toMatchObject({ status: 'DONE', title: 'Gọi lại báo giá' });
    expect(done.json<Task>().doneAt).not.toBeNull();

    const list = (await findTasks('sale1', { customerId })).json<TaskPage>();
    expect(list.items.map((x) => x.id)).toEqual([task.id]);

    expect((await deleteTask('sale1', task.id)).json()).toEqual({ id: task.id });
    expect((await findTasks('sale1', { customerId })).json<TaskPage>().total).toBe(0);
    expect((await deleteTask('sale1', task.id)).statusCode).toBe(404);
  });

  it('let a leader assign a team member, not a sale another sale', async () => {
    const customerId = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    const bySale = await createTask('sale2', {
      title: 'Việc của người khác',
      customerId,
      assigneeId: t.id('sale1'),
    });
    expect(bySale.statusCode).toBe(403);
    expect(bySale.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    const byLeader = await createTask('truongnhom', {
      title: 'Ghé thăm',
      customerId,
      assigneeId: t.id('sale2'),
    });
    expect(byLeader.json<Task>()).toMatchObject({ assigneeName: 'Ngô Văn Tâm' });
    // sale1 neither sees nor changes it.
    const id = byLeader.json<Task>().id;
    expect((await updateTask('sale1', id, { title: 'Đổi' })).statusCode).toBe(404);
    expect((await deleteTask('sale1', id)).statusCode).toBe(404);
    expect((await findTasks('sale1', { customerId })).json<TaskPage>().total).toBe(0);
    // ACCOUNT reads it, without changing it.
    const account = (await findTasks('ketoan', { customerId })).json<TaskPage>();
    expect(account.items[0]).toMatchObject({ id, editable: false });
    expect((await updateTask('ketoan', id, { title: 'Đổi' })).statusCode).toBe(403);
  });

  it('are refused on a customer the caller cannot change', async () => {
    const pool = await insertCustomerRow(t.app, {});
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    expect((await createTask('sale1', { title: 'x', customerId: pool })).statusCode).toBe(403);
    expect((await createTask('sale1', { title: 'x', customerId: theirs })).statusCode).toBe(404);
    expect((await createTask('kho', { title: 'x', customerId: theirs })).statusCode).toBe(403);
  });

  it('answer 400 naming the field of a bad payload, 404 for an unknown task', async () => {
    const customerId = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const cases: [object, string][] = [
      [{ customerId, title: '' }, 'title'],
      [{ customerId, title: 'x', priority: 'URGENT' }, 'priority'],
      [{ customerId, title: 'x', status: 'WAITING' }, 'status'],
      [{ customerId, title: 'x', dueAt: '01-12-2026' }, 'dueAt'],
      [{ title: 'x' }, 'customerId'],
    ];
    for (const [payload, field] of cases) {
      const response = await createTask('sale1', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response
          .json<{ details: { fields: { field: string }[] } }>()
          .details.fields.map((f) => f.field),
      ).toContain(field);
    }
    expect((await updateTask('sale1', 999_999, { title: 'x' })).statusCode).toBe(404);
    expect((await updateTask('sale1', 1, { status: 'NOPE' })).statusCode).toBe(400);
  });
});
