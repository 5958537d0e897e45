/**
 * YouTube's privacy-enhanced host: no cookies until the viewer presses play, and it is the host the API's
 * Content-Security-Policy allows in frames.
 */
const YOUTUBE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

export function youtubeEmbedUrl(videoKey: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  return `${YOUTUBE_EMBED_BASE}${encodeURIComponent(videoKey)}${autoplay ? '?autoplay=1' : ''}`;
}
