import { PUBLIC_LIST_PATH } from '@kinora/domain';

/** A list's page of the viewer's own. */
export const listHref = (id: string) => `/lists/${encodeURIComponent(id)}`;

/** The public link of a list, as "Copy link" copies it: on the origin the viewer is using. */
export const publicListUrl = (origin: string, slug: string) =>
  `${origin}${PUBLIC_LIST_PATH}${encodeURIComponent(slug)}`;

/** `publicListUrl` without the origin, for links inside the app. */
export const publicListPath = (slug: string) => `${PUBLIC_LIST_PATH}${encodeURIComponent(slug)}`;
