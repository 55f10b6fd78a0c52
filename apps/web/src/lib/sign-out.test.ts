import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test/render-app';
import { api } from './api-client';
import { useSessionStore } from './session-store';
import { signOut } from './sign-out';

afterEach(() => {
  api.defaults.adapter = undefined;
  useSessionStore.getState().logout();
});

describe('signOut', () => {
  it('asks the server to revoke the token and forgets it at once', async () => {
    const token = fakeToken({ role: 1, department: 1 });
    useSessionStore.getState().login(token);
    const sent: InternalAxiosRequestConfig[] = [];
    let answered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      answered = resolve;
    });
    api.defaults.adapter = (config) => {
      sent.push(config);
      answered();
      return Promise.resolve({ status: 204, data: null, statusText: '', headers: {}, config });
    };

    signOut();
    expect(useSessionStore.getState().token).toBeNull();
    await done;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('/auth/logout');
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('signs out in the browser even when the server cannot be reached', async () => {
    useSessionStore.getState().login(fakeToken({ role: 1, department: 1 }));
    let failed: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      failed = resolve;
    });
    api.defaults.adapter = (config) => {
      failed();
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    };
    signOut();
    await done;
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('calls nothing when nobody is signed in', () => {
    let calls = 0;
    api.defaults.adapter = (config) => {
      calls += 1;
      return Promise.resolve({ status: 204, data: null, statusText: '', headers: {}, config });
    };
    signOut();
    expect(calls).toBe(0);
  });
});
