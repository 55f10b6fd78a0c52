import '@testing-library/jest-dom/vitest';
import './fast-styles';
import { cleanup, configure } from '@testing-library/react';
import notification from 'antd/es/notification';
import axios from 'axios';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { useProductSuggestionStore } from '../features/ecommerce-products/product-suggestion-store';
import { api, otherClients } from '../lib/api-client';
import { loadsSettled } from '../lib/lazy-screen';
import { useMasterDataStore } from '../lib/master-data/master-data-store';
import { useSessionStore } from '../lib/session-store';

// A component test never reaches the network. A request that no fake of the test answers (a
// screen's own data in a test about something else, or a refetch after the test) stays pending:
// the screen shows its loading state, and nothing answers later, maybe after the test's window
// is gone. The app's clients were made (axios.create copies the defaults) before this file's body
// ran, so each is given the same adapter, and a test's fake adapter is replaced by it again after.
const offline = () => new Promise<never>(() => undefined);
const clients = [axios, api, ...Object.values(otherClients)];
const goOffline = () => {
  for (const client of clients) client.defaults.adapter = offline;
};
goOffline();

// findBy… and waitFor wait for what a user waits for (a lazily loaded screen, an answer); on a busy
// machine that takes longer than the library's 1 s default, which would fail a correct screen.
configure({ asyncUtilTimeout: 5000 });

/** One turn of the event loop's check phase, where React's scheduler runs its tasks under Node. */
const schedulerTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  cleanup();
  // The notices a test showed through Ant Design's own notification (the one lib/notify loads) live
  // outside the test's render and would stay on the page, their close buttons in the next tests'
  // way (a Tab from the page's start reaches them first).
  notification.destroy();
  // Work React had scheduled before the unmount runs now, while the test's window is still there,
  // not after the file's environment is torn down ("window is not defined").
  await schedulerTurn();
  await schedulerTurn();
  // The files of a worker share their modules: a test's fake clock, spies, answers and the stores'
  // state end with it.
  vi.useRealTimers();
  vi.restoreAllMocks();
  goOffline();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useMasterDataStore.getState().clear();
  useProductSuggestionStore.setState(useProductSuggestionStore.getInitialState(), true);
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// A screen a test began to load (its last render, a redirect) ends loading while the file's
// environment is still there: cut off by the teardown, its failure would be kept by the lazy
// component, which the next files of the worker share, and fail their renders of that screen.
afterAll(loadsSettled, 120_000);

// jsdom lacks these; Ant Design's responsive pieces call them.
if (typeof (window as Partial<Window>).matchMedia !== 'function') {
  const listeners = { addListener: () => undefined, removeListener: () => undefined };
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      ...listeners,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {
      return undefined;
    }
    unobserve() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
window.scrollTo = () => undefined;

// ECharts measures text on a canvas, which jsdom has not: the screens' tests see the chart's figure
// (its title and description) and the option a screen gives it; the drawing itself is the browser
// journeys' to check.
vi.mock('../components/report/echarts-view', () => ({
  default: ({ height }: { height: number }) =>
    createElement('div', { 'data-testid': 'chart', style: { height } }),
}));
