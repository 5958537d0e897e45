import type { ContinueWatchingItem } from '@kinora/domain';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import { type Translate, useT } from '@/lib/i18n';
import { watchHref } from '@/lib/links';
import { useContinueWatching, useHideContinueWatching } from '../api/home-queries';

/** Where a card resumes: the movie, or the show's next episode, in the player (which remembers the source). */
function resumeHref(item: ContinueWatchingItem) {
  return item.type === 'movie'
    ? watchHref({ id: item.id, name: item.title })
    : watchHref({
        id: item.id,
        name: item.title,
        season: item.season,
        episode: item.episode,
        tepisodes: item.totalEpisodes,
      });
}

function resumeMeta(item: ContinueWatchingItem, t: Translate<'home'>) {
  if (item.type === 'movie') return t('continueMovie');
  const at = { season: item.season, episode: item.episode };
  const episode = item.episodeName
    ? t('continueEpisodeNamed', { ...at, name: item.episodeName })
    : t('continueEpisode', at);
  return item.isNewEpisode ? t('newEpisodeAt', { episode }) : episode;
}

/**
 * The signed-in home's first row, from the watch history (docs/product/history.md). Nothing shows until the
 * viewer has watched something; a failed load shows nothing either (it is logged): the row is a shortcut, not
 * content.
 */
export function ContinueWatchingRow() {
  const t = useT('home');
  const query = useContinueWatching();
  const hide = useHideContinueWatching();
  const items = query.data;
  if (!items || items.length === 0) return null;
  return (
    <Carousel title={t('continueWatching')}>
      {items.map((item) => (
        <div key={`${item.type}:${item.id}`} className="group/continue relative">
          <PosterCard
            href={resumeHref(item)}
            title={item.title}
            imagePath={item.image}
            shape="backdrop"
            // A movie is remembered by its portrait poster: shown whole, not cropped to its middle third.
            fit="contain"
            badge={item.isNewEpisode ? t('newEpisode') : undefined}
            meta={resumeMeta(item, t)}
          />
          <button
            type="button"
            onClick={() => hide.mutate({ type: item.type, id: item.id })}
            aria-label={t('hideFromContinueWatching', { title: item.title })}
            title={t('hide')}
            className="absolute top-1.5 end-1.5 grid size-8 place-items-center rounded-full bg-ink/80 text-sm text-text opacity-100 focus-visible:opacity-100 sm:opacity-0 sm:group-hover/continue:opacity-100"
          >
            ✕
          </button>
        </div>
      ))}
    </Carousel>
  );
}
