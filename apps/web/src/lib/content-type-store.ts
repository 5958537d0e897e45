import { type MediaPath, SESSION_KEYS } from '@kinora/domain';
import { create } from 'zustand';
import { sessionStore } from './storage';

/** Which catalogue the home page shows: the navigation's Movies and Tvshow items set it, Home reads it. */
export type ContentType = MediaPath;

const DEFAULT_CONTENT_TYPE: ContentType = 'movies';

interface ContentTypeState {
  contentType: ContentType;
  setContentType(contentType: ContentType): void;
}

function readStoredContentType(): ContentType {
  const stored = sessionStore.getItem(SESSION_KEYS.CONTENT_TYPE);
  return stored === 'movies' || stored === 'tv' ? stored : DEFAULT_CONTENT_TYPE;
}

/**
 * Kept per tab (sessionStorage) so a reload shows the same catalogue. The store starts at the default and takes the
 * stored choice at once: the default stays its initial state, which is what React reads while it adopts the server's
 * markup (drawn without storage, decision 017), so the navigation's current item is never left as the server drew
 * it; every later render reads the stored choice.
 */
export const useContentTypeStore = create<ContentTypeState>()((set) => ({
  contentType: DEFAULT_CONTENT_TYPE,
  setContentType(contentType) {
    sessionStore.setItem(SESSION_KEYS.CONTENT_TYPE, contentType);
    set({ contentType });
  },
}));
useContentTypeStore.setState({ contentType: readStoredContentType() });
