import type { SyncRunRequest, SyncRunStarted, SyncSource } from '@backoffice/shared';
import { SYNC_API, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { syncQueryKeys } from './sync-query-keys';

/** "Run now": answers at once (202) with the run to follow, or the one already under way. */
export async function startSyncRun(
  source: SyncSource,
  body: SyncRunRequest = {},
): Promise<SyncRunStarted> {
  const { data } = await api.post<SyncRunStarted>(pathOf(SYNC_API.runsOfSource, { source }), body);
  return data;
}

export function useStartSyncRun(source: SyncSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: SyncRunRequest) => startSyncRun(source, body),
    onSuccess: (answer) => {
      if (answer.started) notify.success(answer.message);
      else notify.info(answer.message);
      queryClient.setQueryData(syncQueryKeys.run(answer.run.id), answer.run);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: syncQueryKeys.sources() }),
        queryClient.invalidateQueries({ queryKey: [...syncQueryKeys.runs(), 'page'] }),
      ]);
    },
  });
}
