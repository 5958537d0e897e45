/**
 * The URL space the API answers itself: data (JSON, pictures, metrics), never a document. Everything else the
 * server answers is the web app: its pages, its code and its static files.
 */
export const API_PREFIXES = ['/api/', '/trpc', '/cronjob/', '/img/', '/metrics', '/readyz'] as const;

/** The API's own documents: its reference pages (Swagger UI) are pages, with the page policy. */
const API_DOCUMENTS = '/api/docs';

/** Whether a request's URL (path and query) is one of the API's data answers rather than a page or its files. */
export function isApiPath(url: string): boolean {
  if (url.startsWith(API_DOCUMENTS)) return false;
  for (const prefix of API_PREFIXES) if (url.startsWith(prefix)) return true;
  return false;
}
