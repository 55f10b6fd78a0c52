import { SYNC_API } from '@backoffice/shared';
import type { SyncSourceView } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { syncQueryKeys } from './sync-query-keys';

export async function getSyncSources(): Promise<SyncSourceView[]> {
  // The screen shows its own error with a retry; no notification on top of it.
  const { data } = await api.get<SyncSourceView[]>(SYNC_API.sources, {
    call: { ignoreDefault: true },
  });
  return data;
}

export const syncSourcesQueryOptions = () =>
  queryOptions({ queryKey: syncQueryKeys.sources(), queryFn: getSyncSources, staleTime: 0 });

export function useSyncSources() {
  return useQuery(syncSourcesQueryOptions());
}
