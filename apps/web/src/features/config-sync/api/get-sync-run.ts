import type { SyncRun, SyncRunStatus } from '@backoffice/shared';
import { SYNC_API, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { syncQueryKeys } from './sync-query-keys';

/** How often a run under way is read again. */
export const RUN_POLL_INTERVAL_MS = 1500;

export function isRunActive(status: SyncRunStatus | undefined): boolean {
  return status === 'queued' || status === 'running';
}

export async function getSyncRun(id: number): Promise<SyncRun> {
  const { data } = await api.get<SyncRun>(pathOf(SYNC_API.run, { id }), {
    call: { ignoreDefault: true },
  });
  return data;
}

export const syncRunQueryOptions = (id: number) =>
  queryOptions({
    queryKey: syncQueryKeys.run(id),
    queryFn: () => getSyncRun(id),
    staleTime: 0,
    // Polled until it ends; a failed poll is tried again at the next tick.
    refetchInterval: (query) =>
      query.state.data === undefined || isRunActive(query.state.data.status)
        ? RUN_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
    retry: false,
  });

/**
 * A run, read again every 1.5 s while it is queued or running. When it ends, the sources (last run,
 * next run) and the history are read again.
 */
export function useSyncRun(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...syncRunQueryOptions(id ?? 0), enabled: id !== null });
  const status = query.data?.status;
  const wasActive = useRef(false);
  useEffect(() => {
    if (status === undefined) return;
    if (isRunActive(status)) {
      wasActive.current = true;
      return;
    }
    if (wasActive.current) {
      wasActive.current = false;
      void queryClient.invalidateQueries({ queryKey: syncQueryKeys.sources() });
      void queryClient.invalidateQueries({ queryKey: [...syncQueryKeys.runs(), 'page'] });
    }
  }, [status, queryClient]);
  return query;
}
