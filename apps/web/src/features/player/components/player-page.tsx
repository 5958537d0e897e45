import { Link } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { useBestTrailer } from '../api/use-best-trailer';
import { usePlayerSources } from '../api/use-player-sources';
import { useRecordWatch } from '../api/use-record-watch';
import { useAdblockTip } from '../hooks/use-adblock-tip';
import { useLightsOff } from '../hooks/use-lights-off';
import { useSourceIndex } from '../hooks/use-source-index';
import { playableSources } from '../utils/player-sources';
import type { WatchRequest } from '../utils/watch-request';
import { AdblockTip } from './adblock-tip';
import { EpisodeNav } from './episode-nav';
import { PlayerStage } from './player-stage';
import { SourcePicker } from './source-picker';

/** /watch?id&name[&season&episode&tepisodes] (PRODUCT.md "Player"). */
export function PlayerPage({ request }: { request: WatchRequest | null }) {
  if (!request) {
    return (
      <StatusMessage
        title="No Movie/tv found"
        description="This link does not say what to play."
        action={
          <Link to="/" className="btn-primary">
            Go Home
          </Link>
        }
      />
    );
  }
  return <Player request={request} />;
}

function Player({ request }: { request: WatchRequest }) {
  const { id, name, episode } = request;
  const media = episode ? 'tv' : 'movie';
  // An episode's Play link or Next leaves the viewer wherever the last page was scrolled; the player starts on top.
  const configured = usePlayerSources();
  // Asked for at once, alongside the sources, so the built-in source does not wait for them.
  useBestTrailer(media, id);
  const sources = playableSources(configured.data ?? [], request);
  const [selected, select] = useSourceIndex(sources.length);
  const tip = useAdblockTip();
  const lights = useLightsOff();
  useRecordWatch(
    episode ? { type: 'tv', id, season: episode.season, episode: episode.episode } : { type: 'movie', id },
  );

  const episodeLabel = episode ? `Season ${episode.season} · Episode ${episode.episode}` : null;
  const label = [name || 'Untitled', episodeLabel].filter(Boolean).join(', ');
  const source = sources[selected] ?? sources[0]!;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10">
      <title>{`Watch ${label} - Kinora`}</title>
      {tip.isVisible && <AdblockTip onDismiss={tip.dismiss} />}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name || 'Untitled'}</h1>
      {episodeLabel && (
        <p className="mt-1 text-muted">
          {episodeLabel}
          {episode?.totalEpisodes ? ` of ${episode.totalEpisodes}` : ''}
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
            aria-label="Loading player"
            className="aspect-video w-full rounded-lg bg-raised"
          />
        ) : (
          <PlayerStage source={source} media={media} id={id} label={label} />
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {episode ? <EpisodeNav id={id} name={name} episode={episode} /> : <span />}
          <button
            type="button"
            className="btn-ghost min-h-10 px-4"
            aria-pressed={lights.isOff}
            onClick={lights.toggle}
          >
            <span aria-hidden="true">{lights.isOff ? '☀' : '☾'}</span>
            Lights off
          </button>
        </div>
      </div>

      <div className="mt-8">
        <SourcePicker sources={sources} selected={selected} onSelect={select} />
      </div>
    </div>
  );
}
