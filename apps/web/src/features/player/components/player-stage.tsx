import type { MediaType } from '@kinora/domain';
import { Skeleton } from '@/components/skeleton';
import { VideoFrame } from '@/components/video-frame';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { useBestTrailer } from '../api/player-queries';
import type { PlayableSource } from '../utils/player-sources';

interface PlayerStageProps {
  source: PlayableSource;
  media: MediaType;
  id: number;
  /** The frame's accessible name: what is playing. */
  label: string;
}

/** The 16:9 stage: the chosen source's embed, or the built-in trailer. */
export function PlayerStage({ source, media, id, label }: PlayerStageProps) {
  if (source.kind === 'embed') return <VideoFrame src={source.url} title={`${label} (${source.name})`} />;
  return <TrailerStage media={media} id={id} label={label} />;
}

function TrailerStage({ media, id, label }: { media: MediaType; id: number; label: string }) {
  const trailer = useBestTrailer(media, id);
  if (trailer.isPending) {
    return (
      <div role="status" aria-label="Loading trailer">
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  if (!trailer.data) {
    return (
      <div className="grid aspect-video w-full place-items-center rounded-lg border border-line bg-surface p-6 text-center">
        <p className="max-w-sm text-muted">
          {trailer.isError ? 'The trailer could not be loaded.' : 'This title has no trailer.'} Switch to a
          different source below.
        </p>
      </div>
    );
  }
  return <VideoFrame src={youtubeEmbedUrl(trailer.data, { autoplay: true })} title={`${label} (Trailer)`} />;
}
