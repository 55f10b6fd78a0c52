// The axios clients: bearer token on every call, X-SELLER-ID where a call asks, the time-outs and the
// error catalogue of the spec (sections 8 and 9).
import {
  MAIN_API_TIMEOUT_MS,
  MESSAGES,
  OTHER_API_TIMEOUT_MS,
  PUBLIC_PATHS,
} from '@backoffice/shared';
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { navigate } from './navigation';
import { notify } from './notify';
import { useSessionStore } from './session-store';

export interface CallOptions {
  /** Do not show the default error notification: the caller shows its own. */
  ignoreDefault?: boolean;
  /** Show a success notice: true for the default text, or the text to show. */
  successMessage?: true | string;
  /** Sent as X-SELLER-ID on seller-scoped calls. */
  sellerId?: number | string;
  /** A 401 does not send the browser to /login (the sign-in call itself). */
  skipAuthRedirect?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    call?: CallOptions;
  }
}

/** The text to show for a failed call: the server's message, else the error's own, else the default. */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message !== '') return data.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return MESSAGES.defaultError;
}

/** The call failed with 404: what it named does not exist (a product code, a seller id). */
export function isNotFound(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 404;
}

function withCatalogue(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use((config) => {
    const { token } = useSessionStore.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (config.call?.sellerId !== undefined)
      config.headers.set('X-SELLER-ID', String(config.call.sellerId));
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      const success = response.config.call?.successMessage;
      if (success) notify.success(success === true ? MESSAGES.defaultSuccess : success);
      return response;
    },
    (error: AxiosError) => {
      const call = error.config?.call;
      if (error.response?.status === 401 && !call?.skipAuthRedirect) {
        useSessionStore.getState().logout();
        navigate(PUBLIC_PATHS.login);
      } else if (!call?.ignoreDefault) {
        notify.error(errorMessage(error));
      }
      return Promise.reject(error);
    },
  );
  return client;
}

/** The main API, at the server's root. */
export const api = withCatalogue(axios.create({ timeout: MAIN_API_TIMEOUT_MS }));

/** The three other service clients of the spec; their base URLs are not set. */
export const otherClients = {
  first: withCatalogue(axios.create({ timeout: OTHER_API_TIMEOUT_MS })),
  second: withCatalogue(axios.create({ timeout: OTHER_API_TIMEOUT_MS })),
  third: withCatalogue(axios.create({ timeout: OTHER_API_TIMEOUT_MS })),
};
