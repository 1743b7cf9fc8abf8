import { useState } from 'react';

/**
 * True from the first render where `opened` is true, and from then on: a lazily loaded dialog or drawer mounts (and
 * its code loads) the first time it opens, then stays mounted so that it animates out when it closes.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
