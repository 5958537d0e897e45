import { MAX_CATALOGUE_PAGE, type Page } from '@kinora/domain';
import { PAGE_SIZE } from './constants';

/** A page number TMDB accepts: a whole number in 1..500; anything else (NaN, 0, 9000) is pulled into range. */
export function clampPage(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  return Math.min(MAX_CATALOGUE_PAGE, Math.max(1, Math.floor(page)));
}

/** TMDB reports totals like 42471 pages but rejects pages above 500, so never promise more than it serves. */
export function clampTotalPages(totalPages: number): number {
  if (!Number.isFinite(totalPages) || totalPages < 0) return 0;
  return Math.min(MAX_CATALOGUE_PAGE, Math.floor(totalPages));
}

/** One TMDB-style page of an in-memory list (1-based `page`, already clamped by the caller). */
export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    page,
    results: items.slice(start, start + pageSize),
    total_pages: clampTotalPages(Math.max(1, Math.ceil(items.length / pageSize))),
    total_results: items.length,
  };
}
