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

/** How long a source's host may take to answer at all before the player calls it unreachable. */
export const HOST_ANSWER_TIMEOUT_MS = 10_000;

export type HostReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Whether the host of an embedded source answers at all. A cross-origin frame cannot tell its page that it failed
 * (the browser's error page fires `load` like any other), so the player asks the host itself: an opaque request
 * (`no-cors`, no cookies, no referrer) resolves when any answer arrives and fails only when nothing does (no
 * network, a dead host, a name that does not resolve). `null` asks nothing: our own preview needs no check.
 */
export function useHostReach(url: string | null): HostReach {
  const [reach, setReach] = useState<{ url: string | null; reach: HostReach }>({ url, reach: 'checking' });
  useEffect(() => {
    if (url === null) return;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      setReach({ url, reach: 'unreachable' });
      return;
    }
    const controller = new AbortController();
    const settle = (next: HostReach) => {
      if (!controller.signal.aborted) setReach({ url, reach: next });
      controller.abort();
    };
    const timer = setTimeout(() => settle('unreachable'), HOST_ANSWER_TIMEOUT_MS);
    fetch(`${origin}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: controller.signal,
    }).then(
      () => settle('reachable'),
      () => settle('unreachable'),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  if (url === null) return 'reachable';
  // A new url starts as 'checking' until its own answer arrives.
  return reach.url === url ? reach.reach : 'checking';
}
