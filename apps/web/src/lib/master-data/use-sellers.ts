import { useEffect, useState } from 'react';
import { useMasterDataStore } from './master-data-store';

/** Where a master list a screen needs stands. */
export type ListState = 'loading' | 'loaded' | 'failed';

/** The sellers of the master data, loaded once the page opens; a failed load can be tried again. */
export function useSellers() {
  const sellers = useMasterDataStore((state) => state.sellers);
  const loadSellers = useMasterDataStore((state) => state.loadSellers);
  const [listState, setListState] = useState<ListState>('loading');
  useEffect(() => {
    let live = true;
    loadSellers().then(
      () => {
        if (live) setListState('loaded');
      },
      () => {
        if (live) setListState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [loadSellers]);
  const reload = () => {
    setListState('loading');
    loadSellers({ force: true }).then(
      () => {
        setListState('loaded');
      },
      () => {
        setListState('failed');
      },
    );
  };
  return { sellers, listState, reload };
}
