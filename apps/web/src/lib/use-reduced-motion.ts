import { matchesMedia, useMediaQuery } from './use-media-query';

const query = '(prefers-reduced-motion: reduce)';

/** True when the user asked their system for less motion: the app then animates nothing. */
export function prefersReducedMotion(): boolean {
  return matchesMedia(query);
}

/** prefersReducedMotion, followed as the setting changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(query);
}
