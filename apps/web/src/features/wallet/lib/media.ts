import { MOBILE_BREAKPOINT_PX } from '@arena/shared';
import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below 768 px (user spec §2): lists become cards. The same breakpoint as the app shell's bottom bar. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${em(MOBILE_BREAKPOINT_PX - 0.1)})`, false, { getInitialValueInEffect: false });
}
