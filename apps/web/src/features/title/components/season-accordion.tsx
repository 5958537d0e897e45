import type { Episode, Season } from '@kinora/domain';
import { type KeyboardEvent, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Skeleton } from '@/components/skeleton';
import { EpisodeRatingSlot, MarkWatchedSlot } from '@/components/title-page-slots';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatRating, yearOf } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { watchHref } from '@/lib/links';
import { useSeasonEpisodes } from '../api/title-queries';
import { useSeasonAccordion } from '../hooks/use-season-accordion';
import { isUpcoming } from '../utils/release';
import { formatRuntime } from '../utils/runtime';
import { SectionHeading } from './title-sections';

interface SeasonAccordionProps {
  show: { id: number; name: string };
  seasons: readonly Season[];
}

const HEADER_SELECTOR = '[data-season-header]';

/** Arrow keys, Home and End move between season headers (the WAI-ARIA accordion pattern). */
function moveHeaderFocus(event: KeyboardEvent<HTMLElement>) {
  const headers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(HEADER_SELECTOR)];
  const index = headers.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const last = headers.length - 1;
  const target = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  headers[target]?.focus();
}

/** Seasons, one open at a time; opening one fetches its episodes. */
export function SeasonAccordion({ show, seasons }: SeasonAccordionProps) {
  const t = useT('title');
  const headingId = useId();
  const baseId = useId();
  const accordion = useSeasonAccordion(seasons.map((season) => season.season_number));

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('seasonsHeading')}</SectionHeading>
      {seasons.length === 0 ? (
        <p className="text-muted">{t('noSeasons')}</p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys reach this list from its header buttons
        <div className="space-y-3" onKeyDown={moveHeaderFocus}>
          {seasons.map((season) => {
            const isOpen = accordion.openSeason === season.season_number;
            const headerId = `${baseId}-header-${season.season_number}`;
            const panelId = `${baseId}-panel-${season.season_number}`;
            const year = yearOf(season.air_date);
            return (
              <div key={season.id} className="rounded-xl border border-line bg-surface/60">
                <div className="flex items-center gap-2 pe-3">
                  <h3 className="min-w-0 flex-1">
                    <button
                      type="button"
                      id={headerId}
                      data-season-header
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => accordion.toggle(season.season_number)}
                      className="flex w-full items-center justify-between gap-4 rounded-s-xl px-4 py-3 text-start hover:bg-raised/60"
                    >
                      <span>
                        <span className="block font-semibold">{season.name}</span>
                        <span className="text-xs text-muted">
                          {t('seasonEpisodeCount', { count: season.episode_count })}
                          {year ? ` · ${year}` : ''}
                        </span>
                      </span>
                      <span
                        aria-hidden="true"
                        className={`text-muted motion-safe:transition-transform ${isOpen ? 'rotate-180' : ''}`}
                      >
                        ▾
                      </span>
                    </button>
                  </h3>
                  <MarkWatchedSlot
                    target={{ media_type: 'tv', id: show.id, season: season.season_number }}
                    name={`${show.name} ${season.name}`}
                    compact
                  />
                </div>
                <section
                  id={panelId}
                  aria-labelledby={headerId}
                  hidden={!isOpen}
                  className="border-t border-line p-3 sm:p-4"
                >
                  {isOpen && (
                    <>
                      {season.overview && <p className="mb-4 text-sm text-muted">{season.overview}</p>}
                      <SeasonEpisodes
                        show={show}
                        season={season.season_number}
                        onShown={accordion.onEpisodesShown}
                        onFailed={accordion.onEpisodesFailed}
                        onPlay={accordion.rememberBeforePlay}
                      />
                    </>
                  )}
                </section>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

interface SeasonEpisodesProps {
  show: { id: number; name: string };
  season: number;
  onShown: (season: number) => void;
  onFailed: (season: number) => void;
  onPlay: (season: number) => void;
}

const EPISODE_SKELETONS = 3;

/** The episodes of an open season, fetched when it opens. */
function SeasonEpisodes({ show, season, onShown, onFailed, onPlay }: SeasonEpisodesProps) {
  const t = useT('title');
  const episodes = useSeasonEpisodes(show.id, season);
  const hasEpisodes = episodes.data !== undefined;

  useEffect(() => {
    if (hasEpisodes) onShown(season);
  }, [hasEpisodes, onShown, season]);
  useEffect(() => {
    if (episodes.isError) onFailed(season);
  }, [episodes.isError, onFailed, season]);

  if (episodes.isPending) {
    return (
      <ul role="status" aria-label={t('loadingEpisodes')} className="space-y-3">
        {Array.from({ length: EPISODE_SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
          <li key={i} className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row">
            <Skeleton className="aspect-video w-full sm:w-56" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-12 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (episodes.isError) {
    return (
      <div className="rounded-xl border border-line p-4 text-sm text-muted">
        {t('episodesFailed')}{' '}
        <button type="button" className="link" onClick={() => void episodes.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const list = episodes.data.episodes;
  if (list.length === 0) return <p className="text-sm text-muted">{t('noEpisodes')}</p>;
  return (
    <ul className="space-y-3">
      {list.map((episode) => (
        <EpisodeCard
          key={episode.id}
          show={show}
          episode={episode}
          seasonEpisodeCount={list.length}
          onPlay={() => onPlay(season)}
        />
      ))}
    </ul>
  );
}

interface EpisodeCardProps {
  show: { id: number; name: string };
  episode: Episode;
  /** The season's episode count: the player's Next stops there. */
  seasonEpisodeCount: number;
  onPlay: () => void;
}

function EpisodeCard({ show, episode, seasonEpisodeCount, onPlay }: EpisodeCardProps) {
  const t = useT('title');
  const label = t('episodeName', { number: episode.episode_number, name: episode.name });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:gap-4">
      <div className="relative shrink-0 sm:w-56">
        <CatalogueImage
          path={episode.still_path}
          alt={t('episodeStillAlt', { episode: label })}
          className="aspect-video w-full rounded-lg"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold">
          <span className="text-accent">{t('episodeShort', { number: episode.episode_number })}</span>{' '}
          {episode.name}
        </h4>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
          <span>{formatDate(episode.air_date)}</span>
          {episode.runtime ? <span>{formatRuntime(episode.runtime)}</span> : null}
          <span>
            <span aria-hidden="true">★ </span>
            <span className="sr-only">{t('ratingLabel')} </span>
            {formatRating(episode.vote_average)}
          </span>
          {isUpcoming(episode.air_date) && <span className="font-semibold text-accent">{t('upcoming')}</span>}
        </p>
        {episode.overview && (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-text/85">{episode.overview}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={watchHref({
              id: show.id,
              name: show.name,
              season: episode.season_number,
              episode: episode.episode_number,
              tepisodes: seasonEpisodeCount,
            })}
            onClick={onPlay}
            aria-label={t('playEpisode', { episode: label })}
            className="btn-primary min-h-10 px-4"
          >
            <span aria-hidden="true">▶</span>
            {t('playButton')}
          </Link>
          <WatchLaterButton
            target={{
              type: 'tv',
              id: show.id,
              season: episode.season_number,
              episode: episode.episode_number,
            }}
            ariaLabel={t('watchLaterEpisode', { episode: label })}
            className="btn-ghost min-h-10 px-4"
          />
          <MarkWatchedSlot
            target={{
              media_type: 'tv',
              id: show.id,
              season: episode.season_number,
              episode: episode.episode_number,
            }}
            name={`${show.name} ${label}`}
            compact
          />
          <EpisodeRatingSlot
            showId={show.id}
            season={episode.season_number}
            episode={episode.episode_number}
            label={label}
          />
        </div>
      </div>
    </li>
  );
}
