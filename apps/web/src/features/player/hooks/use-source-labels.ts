import { useT } from '@/lib/i18n';
import type { PlayableSource, SourceFlag } from '../utils/player-sources';

const FLAGS = {
  adfree: 'flagAdfree',
  'Brave recommended': 'flagBraveRecommended',
  'Brave only': 'flagBraveOnly',
} as const satisfies Record<SourceFlag, string>;

/**
 * What a source is called and says on screen. The built-in trailer's texts and the flags are ours, in the page's
 * language; an operator's own name and description are shown as the operator wrote them.
 */
export function useSourceLabels() {
  const t = useT('player');
  return {
    name: (source: PlayableSource) => (source.kind === 'trailer' ? t('trailerSourceName') : source.name),
    description: (source: PlayableSource) =>
      source.kind === 'trailer' ? t('trailerSourceDescription') : source.description,
    flag: (flag: SourceFlag) => t(FLAGS[flag]),
  };
}
