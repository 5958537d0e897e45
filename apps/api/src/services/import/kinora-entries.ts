import type { FileBatch } from './import-row';

/** A section of a Kinora export: rows for one exported profile (version 2), or for the importing one (version 1). */
export type ExportSection = Omit<FileBatch, 'bytes'>;

/**
 * What the import takes from an entry is the title it names by TMDB id; the rest comes from the catalogue. An id
 * or episode number no catalogue title has (zero or below) is refused.
 */
export const usable = (e: { id: number; season?: number; episode?: number }) =>
  e.id > 0 && (e.season ?? 0) >= 0 && (e.episode ?? 0) >= 0;

/** The title an entry names, trimmed as the CSV readers trim theirs: the report shows it as read. */
export function titleAsRead(raw: unknown): string {
  const named = (raw as { title?: unknown } | null)?.title;
  return typeof named === 'string' ? named.trim() : '';
}

/** When an entry says it happened: undefined when it does not say, a reason when it says something unreadable. */
export function entryDate(when: string | undefined): Date | undefined | string {
  if (when === undefined) return undefined;
  const at = new Date(when);
  return Number.isNaN(at.getTime()) ? `the date '${when}' is not a date` : at;
}

export const NOT_EXPORTED = 'the entry is not a title Kinora exported';
