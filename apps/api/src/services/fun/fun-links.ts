import { type AdultLinks, AppError, type FunLinks, KIDS_MESSAGES } from '@kinora/domain';
import type { Deps } from '../../deps';
import type { AuthState } from '../users/public-user';

/** The Fun section's four lists. The adult list never travels with them: it has its own, gated answer. */
export function listFunLinks(deps: Deps): Omit<FunLinks, 'adult'> {
  const { adult: _adult, ...sections } = deps.config.funLinks;
  return sections;
}

/**
 * /fun/adult's links, only for a viewer who opted in to adult content; the server decides, not the page. A kids
 * profile is refused outright (FORBIDDEN): it cannot opt in, so "turn it on in your settings" would be no answer.
 */
export function listAdultLinks(deps: Deps, auth: AuthState): AdultLinks {
  if (auth.profile.kids) throw new AppError('FORBIDDEN', KIDS_MESSAGES.ADULT_PAGES);
  return auth.user.adultContent
    ? { enabled: true, links: deps.config.funLinks.adult }
    : { enabled: false, links: [] };
}

/** The origins the Fun section may frame (its 'embed' links), for the Content-Security-Policy. */
export function funFrameOrigins(links: FunLinks): string[] {
  const all = [...links.live, ...links.documentaries, ...links.games, ...links.news, ...links.adult];
  return [...new Set(all.filter((link) => link.open === 'embed').map((link) => new URL(link.url).origin))];
}
