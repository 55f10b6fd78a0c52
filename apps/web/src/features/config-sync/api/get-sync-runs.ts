import { PAGE_SIZE_MAX, type SyncRunPage, type SyncRunQuery } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { syncQueryKeys } from './sync-query-keys';

/** The run history, newest first, paged (page zero-based). */
export async function getSyncRuns(query: Partial<SyncRunQuery>): Promise<SyncRunPage> {
  const { data } = await api.get<SyncRunPage>('/api/v1/sync/runs', {
    params: query,
    call: { ignoreDefault: true },
  });
  return data;
}

/** Every run of the filters, for the Excel file (at most 10,000). */
export async function getAllSyncRuns(
  query: Omit<Partial<SyncRunQuery>, 'page' | 'pageSize'>,
): Promise<SyncRunPage['items']> {
  const rows: SyncRunPage['items'] = [];
  for (let page = 0; page < 50; page += 1) {
    const answer = await getSyncRuns({ ...query, page, pageSize: PAGE_SIZE_MAX });
    rows.push(...answer.items);
    if (answer.items.length < PAGE_SIZE_MAX || rows.length >= answer.total) break;
  }
  return rows;
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
