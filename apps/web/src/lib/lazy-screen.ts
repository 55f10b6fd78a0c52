import { SCREEN_LOAD_TIMEOUT_MS } from '@backoffice/shared';
import { type ComponentType, lazy } from 'react';

/** The error a screen that failed to load ends in; the route's error view offers a retry. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** The loads under way. */
const loading = new Set<Promise<unknown>>();

/**
 * Settles once every load under way has (a test file waits for it before its window goes: a screen
 * whose load it began, cut off then, would stay failed for the files after it in the same worker).
 */
export async function loadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/** Loads a screen on demand; a failed or stalled load (over 120 s) becomes a ChunkLoadError. */
export function loadWithTimeout<T>(
  loader: () => Promise<T>,
  timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
  const load = loadOnce(loader, timeoutMs);
  loading.add(load);
  const done = () => loading.delete(load);
  load.then(done, done);
  return load;
}

function loadOnce<T>(loader: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(new Error(`timed out after ${timeoutMs} ms`)));
    }, timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

export function lazyScreen(loader: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadWithTimeout(loader));
}
