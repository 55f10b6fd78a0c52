import type { SyncRunQuery } from '@backoffice/shared';

/** The cache keys of the sync screen; a run's end invalidates the sources and the history. */
export const syncQueryKeys = {
  all: ['config-sync'] as const,
  sources: () => [...syncQueryKeys.all, 'sources'] as const,
  runs: () => [...syncQueryKeys.all, 'runs'] as const,
  runPage: (query: Partial<SyncRunQuery>) => [...syncQueryKeys.runs(), 'page', query] as const,
  run: (id: number) => [...syncQueryKeys.runs(), 'one', id] as const,
};
