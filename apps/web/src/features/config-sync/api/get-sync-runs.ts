import { type SyncRunPage, type SyncRunQuery, SYNC_API } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EveryPage, everyPage } from '../../../lib/every-page';
import { syncQueryKeys } from './sync-query-keys';

/** The run history, newest first, paged (page zero-based). */
export async function getSyncRuns(query: Partial<SyncRunQuery>): Promise<SyncRunPage> {
  const { data } = await api.get<SyncRunPage>(SYNC_API.runs, {
    params: query,
    call: { ignoreDefault: true },
  });
  return data;
}

/** Every run of the filters, for the Excel file (at most EXPORT_ROWS_MAX, saying when it cut). */
export function getAllSyncRuns(
  query: Omit<Partial<SyncRunQuery>, 'page' | 'pageSize'>,
): Promise<EveryPage<SyncRunPage['items'][number]>> {
  return everyPage((page, pageSize) => getSyncRuns({ ...query, page, pageSize }));
}

export const syncRunsQueryOptions = (query: Partial<SyncRunQuery>) =>
  queryOptions({
    queryKey: syncQueryKeys.runPage(query),
    queryFn: () => getSyncRuns(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSyncRuns(query: Partial<SyncRunQuery>) {
  return useQuery(syncRunsQueryOptions(query));
}
