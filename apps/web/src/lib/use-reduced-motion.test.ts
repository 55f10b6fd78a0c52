import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, useReducedMotion } from './use-reduced-motion';

/** A system setting for motion that the test can change, as matchMedia reports it. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && setting.reduce;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      setting.reduce = next;
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}

describe('less motion when the user asks for it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the system setting', () => {
    systemMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    systemMotion(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('follows the setting as it changes', () => {
    const system = systemMotion(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      system.change(true);
    });
    expect(result.current).toBe(true);
  });
});
