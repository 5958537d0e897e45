import { SESSION_KEYS } from '@kinora/domain';
import { useState } from 'react';
import { sessionStore } from '@/lib/storage';
import { clampSourceIndex } from '../utils/player-sources';

/** The chosen source, remembered for the tab (PRODUCT.md section 4) and kept inside today's list of `count`. */
export function useSourceIndex(count: number): [number, (index: number) => void] {
  const [stored, setStored] = useState(() => sessionStore.getItem(SESSION_KEYS.PLAYER_SOURCE_INDEX));
  const select = (index: number) => {
    sessionStore.setItem(SESSION_KEYS.PLAYER_SOURCE_INDEX, String(index));
    setStored(String(index));
  };
  return [clampSourceIndex(stored, count), select];
}
