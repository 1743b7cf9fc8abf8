import { MOBILE_BREAKPOINT_PX } from '@arena/shared';
import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** `(max-width: 47.99em)`: below 768 px (user spec §2), the same breakpoint as Mantine's `sm` used by the navbar. */
export const MOBILE_QUERY = `(max-width: ${em(MOBILE_BREAKPOINT_PX - 0.1)})`;

/** Below 768 px: the bottom bar replaces the sidebar and lists become cards. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}
