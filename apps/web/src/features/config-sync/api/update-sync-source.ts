import {
  SYNC_MESSAGES,
  type SyncSource,
  type SyncSourceUpdate,
  type SyncSourceView,
  SYNC_API,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { syncQueryKeys } from './sync-query-keys';

export async function updateSyncSource(
  source: SyncSource,
  body: SyncSourceUpdate,
): Promise<SyncSourceView> {
  const { data } = await api.put<SyncSourceView>(pathOf(SYNC_API.source, { source }), body, {
    call: { successMessage: SYNC_MESSAGES.settingsSaved },
  });
  return data;
}

export function useUpdateSyncSource(source: SyncSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SyncSourceUpdate) => updateSyncSource(source, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<SyncSourceView[]>(syncQueryKeys.sources(), (sources) =>
        sources?.map((view) => (view.source === saved.source ? saved : view)),
      );
      return queryClient.invalidateQueries({ queryKey: syncQueryKeys.sources() });
    },
  });
}
