import {
  type CatalogueItem,
  hasProfileImage,
  hasTitleImage,
  type PersonListItem,
  type SearchType,
} from '@kinora/domain';
import { formatRating, yearOf } from '@/lib/format';
import { personHref, titleHref } from '@/lib/links';

/** The fields a card shows of a search hit, which is a catalogue item or a person. */
export type SearchHit = Pick<
  CatalogueItem,
  | 'id'
  | 'title'
  | 'name'
  | 'poster_path'
  | 'backdrop_path'
  | 'profile_path'
  | 'release_date'
  | 'first_air_date'
  | 'vote_average'
> &
  Partial<Pick<PersonListItem, 'known_for_department'>>;

/** One result card: the same shape for titles and people. */
export interface SearchCard {
  id: number;
  name: string;
  imagePath: string | null;
  href: string;
  meta: string;
}

export function toSearchCard(type: SearchType, hit: SearchHit): SearchCard {
  const name = hit.title ?? hit.name ?? '';
  if (type === 'person') {
    return {
      id: hit.id,
      name,
      imagePath: hit.profile_path ?? null,
      href: personHref(hit.id, name),
      meta: hit.known_for_department ?? '',
    };
  }
  const year = yearOf(hit.release_date ?? hit.first_air_date);
  return {
    id: hit.id,
    name,
    imagePath: hit.poster_path ?? hit.backdrop_path ?? null,
    href: titleHref(type, hit.id, name),
    meta: [year, `★ ${formatRating(hit.vote_average)}`].filter(Boolean).join(' · '),
  };
}

/** Only what can be pictured is listed: a poster or backdrop, or a person's photo. */
export function hasImage(type: SearchType, hit: SearchHit): boolean {
  return type === 'person' ? hasProfileImage(hit) : hasTitleImage(hit);
}
