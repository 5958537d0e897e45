import { SESSION_KEYS } from '@kinora/domain';
import { useEffect, useState } from 'react';
import { sessionStore } from '@/lib/storage';
import { clampSourceIndex } from '../utils/player-sources';

/** The ad-blocker tip shows on the first player page of a session only. */
export function useAdblockTip() {
  const [isVisible, setVisible] = useState(
    () => sessionStore.getItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN) !== 'true',
  );
  useEffect(() => {
    // Marked as soon as it has been seen, so the next episode or a reload does not show it again.
    if (isVisible) sessionStore.setItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN, 'true');
  }, [isVisible]);
  return { isVisible, dismiss: () => setVisible(false) };
}

/** 'Lights off' dims everything around the player; Escape (or the toggle) turns the lights back on. */
export function useLightsOff() {
  const [isOff, setOff] = useState(false);
  useEffect(() => {
    if (!isOff) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOff(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOff]);
  return { isOff, toggle: () => setOff((off) => !off), turnOn: () => setOff(false) };
}

/** The chosen source, remembered for the tab and kept inside today's list of `count`. */
export function useSourceIndex(count: number): [number, (index: number) => void] {
  const [stored, setStored] = useState(() => sessionStore.getItem(SESSION_KEYS.PLAYER_SOURCE_INDEX));
  const select = (index: number) => {
    sessionStore.setItem(SESSION_KEYS.PLAYER_SOURCE_INDEX, String(index));
    setStored(String(index));
  };
  return [clampSourceIndex(stored, count), select];
}
