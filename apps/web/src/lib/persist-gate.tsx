import { PERSIST_RESTORE_TIMEOUT_MS } from '@backoffice/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { FullScreenSpinner } from '../components/full-screen-spinner';

interface Persisted {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

/**
 * Shows nothing but a spinner until every persisted store is restored from browser storage, or until
 * the restore time-out (5000 ms) passes, whichever comes first.
 */
export function PersistGate({
  stores,
  children,
  timeoutMs = PERSIST_RESTORE_TIMEOUT_MS,
}: {
  stores: Persisted[];
  children: ReactNode;
  timeoutMs?: number;
}) {
  const [ready, setReady] = useState(() => stores.every((store) => store.persist.hasHydrated()));

  useEffect(() => {
    if (ready) return undefined;
    const check = () => {
      if (stores.every((store) => store.persist.hasHydrated())) setReady(true);
    };
    const unsubscribes = stores.map((store) => store.persist.onFinishHydration(check));
    const timer = setTimeout(() => {
      setReady(true);
    }, timeoutMs);
    check();
    return () => {
      clearTimeout(timer);
      unsubscribes.forEach((unsubscribe) => {
        unsubscribe();
      });
    };
  }, [ready, stores, timeoutMs]);

  return ready ? children : <FullScreenSpinner label="Đang khôi phục phiên làm việc..." />;
}
