import { Link } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { useT } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useBestTrailer, usePlayerSources, useRecordWatch } from '../api/player-queries';
import { useAdblockTip, useLightsOff, useSourceIndex } from '../hooks/player-hooks';
import { useSourceLabels } from '../hooks/use-source-labels';
import { playableSources } from '../utils/player-sources';
import type { WatchRequest } from '../utils/watch-request';
import { EpisodeNav } from './episode-nav';
import { PlayerStage } from './player-stage';
import { SourcePicker } from './source-picker';

/** /watch?id&name[&season&episode&tepisodes] (docs/product/player.md). */
export function PlayerPage({ request }: { request: WatchRequest | null }) {
  const t = useT('player');
  if (!request) {
    return (
      <StatusMessage
        title={t('noTitle')}
        description={t('noTitleHint')}
        action={
          <Link to="/" className="btn-primary">
            {t('goHome')}
          </Link>
        }
      />
    );
  }
  return <Player request={request} />;
}

function Player({ request }: { request: WatchRequest }) {
  const t = useT('player');
  const labels = useSourceLabels();
  const { id, name, episode } = request;
  const media = episode ? 'tv' : 'movie';
  // An episode's Play link or Next leaves the viewer wherever the last page was scrolled; the player starts on top.
  const configured = usePlayerSources();
  // Asked for at once, alongside the sources, so the built-in source does not wait for them.
  useBestTrailer(media, id, useRuntimeConfig().catalogue === 'tmdb');
  const sources = playableSources(configured.data ?? [], request);
  const [selected, select] = useSourceIndex(
    sources.map((s) => s.name),
    `${media}:${id}`,
  );
  const tip = useAdblockTip();
  const lights = useLightsOff();
  useRecordWatch(
    episode ? { type: 'tv', id, season: episode.season, episode: episode.episode } : { type: 'movie', id },
  );

  const title = name || t('untitled');
  const label = episode
    ? t('titleAndEpisode', { title, season: episode.season, episode: episode.episode })
    : title;
  const source = sources[selected] ?? sources[0]!;
  const nextIndex = (selected + 1) % sources.length;
  const next =
    nextIndex === selected
      ? null
      : { name: labels.name(sources[nextIndex]!), choose: () => select(nextIndex) };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10">
      <title>{t('documentTitle', { title: label })}</title>
      {tip.isVisible && <AdblockTip onDismiss={tip.dismiss} />}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {episode && (
        <p className="mt-1 text-muted">
          {episode.totalEpisodes
            ? t('episodeLineOfTotal', {
                season: episode.season,
                episode: episode.episode,
                total: episode.totalEpisodes,
              })
            : t('episodeLine', { season: episode.season, episode: episode.episode })}
        </p>
      )}

      {lights.isOff && (
        // A click on the dimmed page turns the lights back on; Escape is its keyboard twin (useLightsOff).
        <div aria-hidden="true" onClick={lights.turnOn} className="fixed inset-0 z-40 bg-black/95" />
      )}
      <div className={`mt-4 ${lights.isOff ? 'relative z-50' : ''}`}>
        {configured.isPending ? (
          <div
            role="status"
            aria-label={t('loadingPlayer')}
            className="aspect-video w-full rounded-lg bg-raised"
          />
        ) : (
          <PlayerStage source={source} media={media} id={id} episode={episode} label={label} next={next} />
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {episode ? <EpisodeNav id={id} name={name} episode={episode} /> : <span />}
          <button type="button" className="btn-ghost min-h-10 px-4" onClick={lights.toggle}>
            <span aria-hidden="true">{lights.isOff ? '☀' : '☾'}</span>
            {/* The label names what a press does next. No aria-pressed: a toggle whose name changes would be
                read as "Lights on, pressed", which says the opposite of the state. */}
            {lights.isOff ? t('lightsOn') : t('lightsOff')}
          </button>
        </div>
      </div>

      <div className="mt-8">
        <SourcePicker sources={sources} selected={selected} onSelect={select} />
      </div>
    </div>
  );
}

/** Shown once per session (see useAdblockTip). */
function AdblockTip({ onDismiss }: { onDismiss: () => void }) {
  const t = useT('player');
  return (
    <aside
      aria-label={t('tipLabel')}
      className="mb-4 flex items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 fill-none stroke-accent stroke-2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" strokeLinecap="round" />
      </svg>
      <p className="flex-1">{t('adblockTip')}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="btn-ghost min-h-8 px-3 text-xs"
        aria-label={t('dismissTip')}
      >
        ✕
      </button>
    </aside>
  );
}
