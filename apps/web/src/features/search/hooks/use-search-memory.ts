import { SEARCH_TYPES, SESSION_KEYS, type SearchType } from '@kinora/domain';
import { useState } from 'react';
import { sessionStore } from '@/lib/storage';

const DEFAULT_TYPE: SearchType = 'movie';

function readType(): SearchType {
  const stored = sessionStore.getItem(SESSION_KEYS.SEARCH_TYPE);
  return SEARCH_TYPES.find((type) => type === stored) ?? DEFAULT_TYPE;
}

function readText(): string {
  return sessionStore.getItem(SESSION_KEYS.SEARCH_QUERY) ?? '';
}

/**
 * The search type and text, remembered for the tab (PRODUCT.md section 4), so coming back from a result shows
 * the same search again.
 */
export function useSearchMemory() {
  const [type, setTypeState] = useState(readType);
  const [text, setTextState] = useState(readText);
  return {
    type,
    text,
    setType(next: SearchType) {
      sessionStore.setItem(SESSION_KEYS.SEARCH_TYPE, next);
      setTypeState(next);
    },
    setText(next: string) {
      sessionStore.setItem(SESSION_KEYS.SEARCH_QUERY, next);
      setTextState(next);
    },
  };
}
