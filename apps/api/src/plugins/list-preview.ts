import {
  formatTitleCount,
  IMAGE_SIZES,
  isAppError,
  PUBLIC_LIST_PATH,
  type PublicCustomList,
} from '@kinora/domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { withDeadline } from '../lib/deadline';
import { escapeHtml } from '../lib/html';
import { getPublicList } from '../services/custom-lists/get-public-list';
import { getRuntimeConfig } from '../services/runtime-config/get-runtime-config';

/** `/l/{slug}`, the public page of a list. */
const LIST_PAGE = new RegExp(`^${PUBLIC_LIST_PATH}([^/]+)/?$`);
/** Catalogue image paths look like `/abc.jpg`; anything else is not put in a page. */
const IMAGE_PATH = /^\/[A-Za-z0-9._/-]+$/;
/** How long a page load waits for the list before it sends the plain page. */
const PREVIEW_WAIT_MS = 1500;
/** Link previews show a line or two; a long description is cut here. */
const DESCRIPTION_MAX_CHARS = 300;

const TITLE_TAG = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION_TAG = /<meta\s+name="description"[\s\S]*?>/;

/** The slug a page path names, or null for any other page. */
export function listSlugOf(pathname: string): string | null {
  const match = LIST_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Absolute URLs, from PUBLIC_URL (never from the request's Host header, which a caller chooses). */
function previewTags(deps: Deps, slug: string, list: PublicCustomList): { title: string; head: string[] } {
  const origin = deps.config.publicUrl;
  const title = `${list.name} - a list by ${list.owner} - Kinora`;
  const description = clip(
    list.description.trim() || `${formatTitleCount(list.items.length)} chosen by ${list.owner} on Kinora.`,
    DESCRIPTION_MAX_CHARS,
  );
  const poster = list.items.find((item) => item.image && IMAGE_PATH.test(item.image))?.image;
  const imageBase = getRuntimeConfig(deps.config).imageBaseUrl;
  const image = poster ? new URL(`${imageBase}${IMAGE_SIZES.THUMBNAIL}${poster}`, origin).href : null;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const head = [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Kinora'),
    meta('property', 'og:title', list.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}${PUBLIC_LIST_PATH}${encodeURIComponent(slug)}`),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', list.name),
    meta('name', 'twitter:description', description),
  ];
  return { title, head };
}

/**
 * The web app's page for `/l/{slug}` with a link preview in its head: the list's title, description, first
 * poster and address, every value escaped (list names and notes are the owner's text, titles the catalogue's).
 * A private or unknown list gets the plain page, marked noindex; any other path, the page unchanged. A list that
 * cannot be read in time (a slow database) also gets the plain page: the page itself works without a preview.
 */
export async function withListPreview(deps: Deps, request: FastifyRequest, html: string): Promise<string> {
  const slug = listSlugOf(request.url.split('?')[0] ?? '/');
  if (slug === null) return html;
  const noindex = () => html.replace('</head>', '<meta name="robots" content="noindex"></head>');
  try {
    const list = await withDeadline(getPublicList(deps, slug), PREVIEW_WAIT_MS, null);
    if (!list) return html;
    const { title, head } = previewTags(deps, slug, list);
    return html
      .replace(TITLE_TAG, `<title>${escapeHtml(title)}</title>`)
      .replace(DESCRIPTION_TAG, '')
      .replace('</head>', `${head.join('')}</head>`);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return noindex();
    request.log.warn({ err: error }, 'list preview failed; sending the plain page');
    return html;
  }
}
