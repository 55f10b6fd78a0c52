import type { SyncConnectionCheck, SyncSource } from '@backoffice/shared';
import { SYNC_API, pathOf } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Reads a first page with the saved settings; the answer says whether it worked and why not. */
export async function testSyncConnection(source: SyncSource): Promise<SyncConnectionCheck> {
  const { data } = await api.post<SyncConnectionCheck>(
    pathOf(SYNC_API.testConnection, { source }),
    {},
  );
  return data;
}

export function useTestSyncConnection(source: SyncSource) {
  return useMutation({ mutationFn: () => testSyncConnection(source) });
}
