import { AUTH_API } from '@backoffice/shared';
import { api } from './api-client';
import { liveChannel } from './live-channel';
import { useSessionStore } from './session-store';

/**
 * Signs out: the server revokes the token (so a copy of it is of no use any more) while the browser
 * forgets it at once; a failed call does not keep the user signed in.
 */
export function signOut(): void {
  const { token, logout } = useSessionStore.getState();
  if (token) {
    api
      .post(
        AUTH_API.logout,
        {},
        {
          headers: { Authorization: `Bearer ${token}` },
          call: { ignoreDefault: true, skipAuthRedirect: true },
        },
      )
      .catch(() => undefined);
  }
  liveChannel.close();
  logout();
}
