import { type SearchType, titleOf } from '@kinora/domain';
import { useState } from 'react';

import { toastError } from '@/lib/toasts';
import { trpc } from '@/lib/trpc';
import { hasImage } from '../utils/search-cards';

/** Where 'Surprise Me' draws from: what is in cinemas, or what is on air (PRODUCT.md section 2, Search). */
function surpriseSource(type: SearchType) {
  return type === 'tv'
    ? ({ media: 'tv', category: 'on_the_air' } as const)
    : ({ media: 'movie', category: 'now_playing' } as const);
}

/**
 * 'Surprise Me': a random now-playing movie (or on-the-air show for the TV type), avoiding the title already in
 * the box, and only among titles that search lists. People have no such list, so the Person type draws from
 * movies too. Resolves to null on failure, after showing the server's message.
 */
export function useSurprisePick() {
  const utils = trpc.useUtils();
  const [isPicking, setIsPicking] = useState(false);

  async function pick(type: SearchType, currentText: string): Promise<string | null> {
    setIsPicking(true);
    try {
      const source = surpriseSource(type);
      const page = await utils.catalogue.category.fetch(source);
      // Search lists only titles with a picture, so a pick without one would search for itself and find nothing.
      const titles = page.results
        .filter((item) => hasImage(source.media, item))
        .map(titleOf)
        .filter((title) => title && title !== currentText.trim());
      return titles[Math.floor(Math.random() * titles.length)] ?? null;
    } catch (error) {
      toastError(error);
      return null;
    } finally {
      setIsPicking(false);
    }
  }

  return { pick, isPicking };
}
