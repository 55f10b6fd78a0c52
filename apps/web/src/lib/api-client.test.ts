import { MESSAGES } from '@backoffice/shared';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, errorMessage } from './api-client';
import { setNavigator } from './navigation';
import { setNotificationInstance } from './notify';
import { useSessionStore } from './session-store';
import { fakeToken } from '../test/render-app';

const shown: { kind: string; title: unknown; description: unknown; duration: unknown }[] = [];
const fakeNotifications = {
  error: (args: { title: unknown; description?: unknown; duration?: unknown }) =>
    shown.push({ kind: 'error', ...args, description: args.description, duration: args.duration }),
  success: (args: { title: unknown; description?: unknown; duration?: unknown }) =>
    shown.push({
      kind: 'success',
      ...args,
      description: args.description,
      duration: args.duration,
    }),
  info: () => undefined,
};

let seen: InternalAxiosRequestConfig | undefined;
function answer(status: number, data: unknown): AxiosAdapter {
  return (config) => {
    seen = config;
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) {
      return Promise.reject(
        new AxiosError(`Request failed with status code ${status}`, 'ERR', config, null, response),
      );
    }
    return Promise.resolve(response);
  };
}

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance(fakeNotifications as never);
});
afterEach(() => {
  api.defaults.adapter = undefined;
  useSessionStore.getState().logout();
});

describe('the API client', () => {
  it('sends the bearer token, and X-SELLER-ID when a call asks', async () => {
    const token = fakeToken({ role: 1, department: 1 });
    useSessionStore.getState().login(token);
    api.defaults.adapter = answer(200, []);
    await api.get('/api/v1/thuocsi/deal/up-deal-for-seller', { call: { sellerId: 2010 } });
    expect(seen?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(seen?.headers['X-SELLER-ID']).toBe('2010');
    expect(seen?.timeout).toBe(100_000);
  });

  it("shows the server's message for 5 s", async () => {
    api.defaults.adapter = answer(400, { code: 'X', message: 'Số điện thoại đã được dùng.' });
    await expect(api.post('/x')).rejects.toThrow();
    expect(shown).toEqual([
      { kind: 'error', title: 'Số điện thoại đã được dùng.', description: undefined, duration: 5 },
    ]);
  });

  it("falls back to the error's own message, then to the default text", () => {
    expect(errorMessage(new Error('Network Error'))).toBe('Network Error');
    expect(errorMessage(new Error(''))).toBe(MESSAGES.defaultError);
    expect(errorMessage('weird')).toBe('Something went wrong. Please try again later.');
  });

  it('shows nothing when the call sets the ignore-default flag', async () => {
    api.defaults.adapter = answer(500, { message: 'boom' });
    await expect(api.get('/x', { call: { ignoreDefault: true } })).rejects.toThrow();
    expect(shown).toEqual([]);
  });

  it('sends the browser to /login on a 401 and clears the session', async () => {
    useSessionStore.getState().login(fakeToken({ role: 1, department: 32 }));
    const navigate = vi.fn();
    setNavigator(navigate);
    api.defaults.adapter = answer(401, { message: 'expired' });
    await expect(api.get('/api/v1/crm/user')).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("shows 'Request was successful.' when a call asks for the default success notice", async () => {
    api.defaults.adapter = answer(200, {});
    await api.post('/x', {}, { call: { successMessage: true } });
    await api.post('/x', {}, { call: { successMessage: MESSAGES.itemUpdated } });
    expect(shown.map((n) => n.title)).toEqual([
      'Request was successful.',
      'Cập nhật item thành công',
    ]);
  });
});
