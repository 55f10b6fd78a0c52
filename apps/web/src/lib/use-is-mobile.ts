import { MOBILE_BREAKPOINT_PX } from '@backoffice/shared';
import { useMediaQuery } from './use-media-query';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** True at widths of 768 px or less, where the top bar gives way to the menu button and drawer. */
export function useIsMobile(): boolean {
  return useMediaQuery(query);
}
