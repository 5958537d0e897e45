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
