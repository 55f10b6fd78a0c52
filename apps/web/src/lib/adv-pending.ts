// How many advertising orders wait for accounting's acknowledgement: the count beside their menu
// entry, kept current by the realtime channel (a new order, an acknowledgement) without a reload.
import { ADV_ORDER_API, type AdvOrderPending, SCREENS, canAccess } from '@backoffice/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client';
import { useLiveFollow } from './live-channel';
import { useSessionStore } from './session-store';

export const ADV_PENDING_KEY = ['adv-orders', 'pending'] as const;
/** Events of this many ms are counted again together. */
const SETTLE_MS = 600;

async function fetchPending(signal?: AbortSignal): Promise<AdvOrderPending> {
  const { data } = await api.get<AdvOrderPending>(ADV_ORDER_API.pending, {
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

/** The count, for one who may open the advertising orders (undefined for others, or until read). */
export function useAdvPending(): AdvOrderPending | undefined {
  const role = useSessionStore((state) => state.role);
  const department = useSessionStore((state) => state.department);
  const allowed = canAccess({ role, department }, SCREENS.advOrderNotify);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ADV_PENDING_KEY,
    queryFn: ({ signal }) => fetchPending(signal),
    enabled: allowed,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
    },
    [],
  );
  const again = () => {
    settle.current ??= setTimeout(() => {
      settle.current = null;
      void client.invalidateQueries({ queryKey: ADV_PENDING_KEY });
    }, SETTLE_MS);
  };
  useLiveFollow(
    { topic: 'adv-orders', onEvent: again, onReset: again },
    allowed && query.data ? query.data.lastEventId : null,
  );
  return allowed ? query.data : undefined;
}
