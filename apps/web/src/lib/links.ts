import type { MediaType } from '@kinora/domain';

/** The detail links (docs/product/routes.md), in one place so every card and list agrees. */

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const movieHref = (id: number, title: string) => `/movie?${query({ id, name: title })}`;
export const tvHref = (id: number, name: string) => `/tv/details?${query({ id, name })}`;
export const personHref = (id: number, name: string) => `/person/details?${query({ id, name })}`;
export const titleHref = (media: MediaType, id: number, title: string) =>
  media === 'movie' ? movieHref(id, title) : tvHref(id, title);

type WatchParams = { id: number; name: string; season?: number; episode?: number; tepisodes?: number };
export const watchHref = ({ id, name, season, episode, tepisodes }: WatchParams) =>
  `/watch?${query({ id, name, season, episode, tepisodes })}`;

export const chatHref = (question: string) => `/chat?${query({ query: question })}`;

/**
 * Router state with which the app's own links (the chat widget, a chat history entry) ask /chat to send the
 * question in its address at once. A `/chat?query=` address alone, which any other site can link to, only fills
 * the box: otherwise a foreign page could ask in the viewer's name, writing their chat history and spending their
 * hosted-model quota.
 */
export const ASK_NOW_STATE = { askNow: true } as const;

export function wantsAskNow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { askNow?: unknown }).askNow === true;
}

/**
 * Kinora's own preview of a title (or of one episode), served by the API on the page's origin: what plays where a
 * trailer would, when there is no real video to embed (always with the demo catalogue).
 */
export const previewHref = (
  media: MediaType,
  id: number,
  episode?: { season: number; episode: number } | null,
) =>
  `/preview/${media}/${id}${episode && media === 'tv' ? `?${query({ season: episode.season, episode: episode.episode })}` : ''}`;
