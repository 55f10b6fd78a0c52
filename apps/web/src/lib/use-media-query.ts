import { useCallback, useSyncExternalStore } from 'react';

/** Whether the browser matches a media query now. */
export function matchesMedia(query: string): boolean {
  return window.matchMedia(query).matches;
}

/** matchesMedia, followed as the answer changes (a resized window, a changed system setting). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query));
}
