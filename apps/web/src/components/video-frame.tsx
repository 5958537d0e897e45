interface VideoFrameProps {
  src: string;
  /** The frame's accessible name, e.g. "The Matrix trailer". */
  title: string;
}

/**
 * The one embedded player frame (trailers, player sources): a 16:9 box, so nothing shifts while it loads.
 * No `sandbox`: YouTube and most hosts refuse to play inside one. `allow` grants only what playback needs, and
 * `referrerPolicy="origin"` sends hosts our origin (some refuse to play without one) but never the page's path.
 */
export function VideoFrame({ src, title }: VideoFrameProps) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
      <iframe
        key={src}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}
