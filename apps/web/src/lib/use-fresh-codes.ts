// The rows that just arrived (by their codes), each marked for a while; the marks' timers end with
// the screen, so that none fires after it is gone.
import { useCallback, useEffect, useRef, useState } from 'react';

/** A new row stays marked this long. */
export const FRESH_MS = 15_000;

export function useFreshCodes(ms = FRESH_MS): [ReadonlySet<string>, (code: string) => void] {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running) clearTimeout(timer);
      running.clear();
    };
  }, []);
  const mark = useCallback(
    (code: string) => {
      setFresh((codes) => new Set(codes).add(code));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setFresh((codes) => {
          const next = new Set(codes);
          next.delete(code);
          return next;
        });
      }, ms);
      timers.current.add(timer);
    },
    [ms],
  );
  return [fresh, mark];
}
