import type { MediaType, Video } from '@kinora/domain';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/modal';
import { VideoFrame } from '@/components/video-frame';
import { type Translate, useT } from '@/lib/i18n';
import { previewHref } from '@/lib/links';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { youtubeEmbedUrl } from '@/lib/youtube';
import { useTrailerDialog } from '../api/title-queries';

/**
 * Opens the trailer dialog. While the list loads the button only says so: it is not disabled, because a
 * disabled button loses focus, and the dialog must hand focus back to it when it closes.
 */
export function TrailerButton({ media, id, title }: { media: MediaType; id: number; title: string }) {
  const t = useT('title');
  const dialog = useTrailerDialog(media, id);
  return (
    <>
      <button
        type="button"
        className="btn-ghost"
        aria-busy={dialog.isFetching}
        onClick={() => {
          if (!dialog.isFetching) void dialog.open();
        }}
      >
        <span aria-hidden="true">▶</span>
        {dialog.isFetching ? t('trailerLoading') : t('trailerButton')}
      </button>
      <TrailerModal
        open={dialog.isOpen}
        onClose={dialog.close}
        title={title}
        media={media}
        id={id}
        trailers={dialog.trailers}
      />
    </>
  );
}

/** TMDB's kinds of video (a fixed list of English names), in the page's language; an unknown kind as it comes. */
const VIDEO_TYPES = {
  Trailer: 'videoTypeTrailer',
  Teaser: 'videoTypeTeaser',
  Clip: 'videoTypeClip',
  Featurette: 'videoTypeFeaturette',
  'Behind the Scenes': 'videoTypeBehindTheScenes',
  Bloopers: 'videoTypeBloopers',
  'Opening Credits': 'videoTypeOpeningCredits',
} as const;

function videoType(t: Translate<'title'>, type: string): string {
  const key = VIDEO_TYPES[type as keyof typeof VIDEO_TYPES];
  return key ? t(key) : type;
}

interface TrailerModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  media: MediaType;
  id: number;
  trailers: readonly Video[];
}

/** The trailer dialog, in two steps: pick one of the title's trailers and teasers, then watch it. */
function TrailerModal({ open, onClose, title, media, id, trailers }: TrailerModalProps) {
  const t = useT('title');
  const [chosen, setChosen] = useState<Video | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={chosen ? (chosen.name ?? t('trailerButton')) : t('trailersDialogTitle', { title })}
      size="xl"
    >
      {chosen ? (
        <TrailerPlayback
          trailer={chosen}
          title={title}
          media={media}
          id={id}
          onBack={() => setChosen(null)}
        />
      ) : (
        <TrailerChoices trailers={trailers} onPick={setChosen} />
      )}
    </Modal>
  );
}

function TrailerChoices({
  trailers,
  onPick,
}: {
  trailers: readonly Video[];
  onPick: (video: Video) => void;
}) {
  const t = useT('title');
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t('pickVideo')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {trailers.map((trailer) => (
          <li key={trailer.id ?? trailer.key}>
            <button
              type="button"
              onClick={() => onPick(trailer)}
              className="flex w-full items-center gap-3 rounded-lg border border-line bg-raised/60 p-3 text-start hover:border-accent/60"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-on-accent"
              >
                ▶
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {trailer.name ?? videoType(t, trailer.type)}
                </span>
                <span className="text-xs text-muted">
                  {videoType(t, trailer.type)}
                  {trailer.official && ` · ${t('videoOfficial')}`}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TrailerPlaybackProps {
  trailer: Video;
  title: string;
  media: MediaType;
  id: number;
  onBack: () => void;
}

/**
 * Plays the chosen trailer. The demo catalogue's trailer keys point at no real video, so there it plays Kinora's own
 * preview of the title instead of an empty YouTube frame.
 */
function TrailerPlayback({ trailer, title, media, id, onBack }: TrailerPlaybackProps) {
  const t = useT('title');
  const { catalogue } = useRuntimeConfig();
  const backRef = useRef<HTMLButtonElement>(null);
  // The pressed choice is gone; keep focus inside the dialog (where Escape still reaches it), not on the iframe.
  useEffect(() => backRef.current?.focus(), []);
  return (
    <div>
      <VideoFrame
        src={catalogue === 'tmdb' ? youtubeEmbedUrl(trailer.key, { autoplay: true }) : previewHref(media, id)}
        title={t('videoFrameTitle', { title, video: trailer.name ?? videoType(t, trailer.type) })}
      />
      <button ref={backRef} type="button" className="btn-ghost mt-4" onClick={onBack}>
        {/* A bidi-mirrored sign: it points back, to the right, in a right-to-left page by itself. */}
        <span aria-hidden="true">‹</span>
        {t('allTrailers')}
      </button>
    </div>
  );
}
