import {
  type CatalogueItem,
  hasProfileImage,
  hasTitleImage,
  type PersonListItem,
  titleOf,
} from '@kinora/domain';
import { yearOf } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n';
import { personHref, titleHref } from '@/lib/links';
import type { PalettePage } from './palette-pages';

/**
 * One line of the palette: what it says, the year that tells two films of one name apart, its picture (a page
 * has none), what kind of thing it is, and where Enter takes the viewer.
 */
export type PaletteOption = {
  id: string;
  label: string;
  year: string | null;
  image: string | null;
  kind: PaletteKind;
  to: string;
};

export type PaletteKind = 'page' | 'movie' | 'tv' | 'person';

/** What each kind of option is called beside it: the key of its text. */
export const KIND_LABELS: Record<PaletteKind, MessageKey<'palette'>> = {
  page: 'kindPage',
  movie: 'kindMovie',
  tv: 'kindTv',
  person: 'kindPerson',
};

/** Catalogue hits per kind: enough to pick from, few enough to read at a glance. */
export const HITS_PER_KIND = 4;

export const pageOptions = (pages: readonly PalettePage[]): PaletteOption[] =>
  pages.map((page) => ({
    id: `page:${page.to}`,
    label: page.label,
    year: null,
    image: null,
    kind: 'page',
    to: page.to,
  }));

/** Movies or shows with a picture (as search lists them), each with its poster and year. */
export const titleOptions = (
  items: readonly CatalogueItem[] | undefined,
  media: 'movie' | 'tv',
): PaletteOption[] =>
  (items ?? [])
    .filter(hasTitleImage)
    .slice(0, HITS_PER_KIND)
    .map((item) => ({
      id: `${media}:${item.id}`,
      label: titleOf(item),
      year: yearOf(media === 'movie' ? item.release_date : item.first_air_date),
      image: item.poster_path ?? item.backdrop_path ?? null,
      kind: media,
      to: titleHref(media, item.id, titleOf(item)),
    }));

/** People with a photo, as search lists them. */
export const personOptions = (items: readonly PersonListItem[] | undefined): PaletteOption[] =>
  (items ?? [])
    .filter(hasProfileImage)
    .slice(0, HITS_PER_KIND)
    .map((person) => ({
      id: `person:${person.id}`,
      label: person.name,
      year: null,
      image: person.profile_path,
      kind: 'person',
      to: personHref(person.id, person.name),
    }));
