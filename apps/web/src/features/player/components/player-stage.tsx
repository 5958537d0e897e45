import type { MediaType } from '@kinora/domain';
import { Skeleton } from '@/components/skeleton';
import { VideoFrame } from '@/components/video-frame';
import { useT } from '@/lib/i18n';
import { previewHref } from '@/lib/links';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useHostReach } from '@/lib/use-host-reach';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { useBestTrailer } from '../api/player-queries';
import type { PlayableSource } from '../utils/player-sources';
import type { EpisodeRequest } from '../utils/watch-request';

/** The source a failing one offers instead, and how to switch to it. */
export interface NextSource {
  name: string;
  choose(): void;
}

interface PlayerStageProps {
  source: PlayableSource;
  media: MediaType;
  id: number;
  episode: EpisodeRequest | null;
  /** The frame's accessible name: what is playing. */
  label: string;
  next: NextSource | null;
}

/** The 16:9 stage: the chosen source's embed, or the built-in source (the trailer, else Kinora's own preview). */
export function PlayerStage({ source, media, id, episode, label, next }: PlayerStageProps) {
  const t = useT('player');
  if (source.kind === 'embed') {
    return (
      <EmbedStage
        url={source.url}
        title={t('sourceFrameTitle', { title: label, source: source.name })}
        next={next}
      />
    );
  }
  return <BuiltInStage media={media} id={id} episode={episode} label={label} />;
}

/** An operator's source. When its host does not answer, the player says so over the frame and offers the next one. */
function EmbedStage({ url, title, next }: { url: string; title: string; next: NextSource | null }) {
  const reach = useHostReach(url);
  return (
    <div className="relative">
      <VideoFrame src={url} title={title} />
      {reach === 'unreachable' && <SourceFailed next={next} />}
    </div>
  );
}

/**
 * The built-in source. With TMDB it embeds the title's best YouTube trailer; Kinora's own preview (served by the
 * API, drawn from the title's pictures and text) plays instead when there is no trailer, when YouTube cannot be
 * reached, and always with the demo catalogue, whose trailer keys point at no real video.
 */
function BuiltInStage({
  media,
  id,
  episode,
  label,
}: {
  media: MediaType;
  id: number;
  episode: EpisodeRequest | null;
  label: string;
}) {
  const t = useT('player');
  const { catalogue } = useRuntimeConfig();
  const trailer = useBestTrailer(media, id, catalogue === 'tmdb');
  const trailerUrl = trailer.data ? youtubeEmbedUrl(trailer.data, { autoplay: true }) : null;
  const youtube = useHostReach(trailerUrl);
  const preview = (
    <VideoFrame src={previewHref(media, id, episode)} title={t('previewFrameTitle', { title: label })} />
  );

  if (catalogue !== 'tmdb') return preview;
  if (trailer.isPending) {
    return (
      <div role="status" aria-label={t('loadingTrailer')}>
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  // The trailer shows while YouTube is asked; only an unreachable YouTube swaps it for the preview.
  if (!trailerUrl || youtube === 'unreachable') return preview;
  return <VideoFrame src={trailerUrl} title={t('trailerFrameTitle', { title: label })} />;
}

function SourceFailed({ next }: { next: NextSource | null }) {
  const t = useT('player');
  return (
    <div
      role="alert"
      className="absolute inset-0 grid place-items-center rounded-lg border border-line bg-surface/95 p-6 text-center"
    >
      <div className="max-w-sm">
        <p className="font-semibold text-text">{t('sourceUnreachable')}</p>
        <p className="mt-1 text-sm text-muted">{t('sourceUnreachableHint')}</p>
        {next && (
          <button type="button" className="btn-primary mt-4" onClick={next.choose}>
            {t('trySource', { source: next.name })}
          </button>
        )}
      </div>
    </div>
  );
}
