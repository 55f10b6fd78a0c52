import { DEFAULT_DEPARTMENT, DEFAULT_ROLE } from '@backoffice/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type SessionUser, decodeSession } from './jwt';

import { AUTH_COOKIE, SESSION_STORAGE_KEY } from './session-keys';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  role: number;
  department: number;
  expiresAt: number | null;
  /** Stores the token (and the auth cookie) and the user it carries; false when the token is unreadable. */
  login: (token: string) => boolean;
  /** Clears user, role, department and token. */
  logout: () => void;
}

function setAuthCookie(token: string, expiresAt: number | null): void {
  const maxAge = expiresAt ? Math.max(0, expiresAt - Math.floor(Date.now() / 1000)) : undefined;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    `${AUTH_COOKIE}=${encodeURIComponent(token)}; path=/; samesite=strict${secure}` +
    (maxAge === undefined ? '' : `; max-age=${maxAge}`);
}

function clearAuthCookie(): void {
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0; samesite=strict`;
}

const signedOut = {
  token: null,
  user: null,
  role: DEFAULT_ROLE,
  department: DEFAULT_DEPARTMENT,
  expiresAt: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      login: (token) => {
        const session = decodeSession(token);
        if (!session) return false;
        setAuthCookie(token, session.expiresAt);
        set({ token, ...session });
        return true;
      },
      logout: () => {
        clearAuthCookie();
        set(signedOut);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, role, department, expiresAt }) => ({
        token,
        user,
        role,
        department,
        expiresAt,
      }),
    },
  ),
);

/** Whether the stored token is there and not past its expiry. */
export function hasLiveToken(
  state: Pick<SessionState, 'token' | 'expiresAt'>,
  now = Date.now(),
): boolean {
  if (!state.token) return false;
  return state.expiresAt === null || state.expiresAt * 1000 > now;
}
