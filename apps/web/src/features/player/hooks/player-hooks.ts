import { LOCAL_KEYS, SESSION_KEYS } from '@kinora/domain';
import { useEffect, useMemo, useState } from 'react';
import { localStore, sessionStore } from '@/lib/storage';
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

/** How many titles remember their source on this browser; the oldest choice is forgotten first. */
const REMEMBERED_TITLES = 100;

function readTitleSources(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStore.getItem(LOCAL_KEYS.PLAYER_SOURCE_BY_TITLE) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function rememberTitleSource(title: string, name: string) {
  const { [title]: _previous, ...others } = readTitleSources();
  const kept = Object.entries(others).slice(-(REMEMBERED_TITLES - 1));
  localStore.setItem(
    LOCAL_KEYS.PLAYER_SOURCE_BY_TITLE,
    JSON.stringify(Object.fromEntries([...kept, [title, name]])),
  );
}

/**
 * The chosen source, kept inside today's list of `names`. A title remembers the source last chosen for it on this
 * browser (so Continue watching resumes with it); otherwise the tab's last choice applies.
 */
export function useSourceIndex(names: readonly string[], title?: string): [number, (index: number) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  const [tabChoice] = useState(() => sessionStore.getItem(SESSION_KEYS.PLAYER_SOURCE_INDEX));
  const remembered = useMemo(() => (title === undefined ? undefined : readTitleSources()[title]), [title]);
  // Looked up on every render: the operator's sources arrive after the first one.
  const rememberedIndex = remembered === undefined ? -1 : names.indexOf(remembered);
  const select = (index: number) => {
    sessionStore.setItem(SESSION_KEYS.PLAYER_SOURCE_INDEX, String(index));
    const name = names[index];
    if (title !== undefined && name !== undefined) rememberTitleSource(title, name);
    setChosen(index);
  };
  const stored =
    chosen !== null ? String(chosen) : rememberedIndex >= 0 ? String(rememberedIndex) : tabChoice;
  return [clampSourceIndex(stored, names.length), select];
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
