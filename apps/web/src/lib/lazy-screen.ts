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

/** Loads a screen on demand; a failed or stalled load (over 120 s) becomes a ChunkLoadError. */
export function loadWithTimeout<T>(
  loader: () => Promise<T>,
  timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
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
