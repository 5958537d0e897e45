import { CUSTOM_LISTS, PROFILE_AVATARS, RATINGS } from '@kinora/domain';
import { exportedCustomListSchema, exportedProfileSchema } from '@kinora/domain/schemas';
import { z } from 'zod';
import { cut } from './csv-cells';
import type { ImportRow, ReadRow, RowCustomList } from './import-row';
import { type ExportSection, entryDate, NOT_EXPORTED, titleAsRead, usable } from './kinora-entries';

const exported = exportedProfileSchema.shape;

/** A profile of the export, loosely: its name and kind, and each of its parts as entries read one by one. */
const looseProfile = exportedProfileSchema.pick({ name: true }).extend({
  main: z.boolean().default(false),
  kids: z.boolean().default(false),
  avatar: z.enum(PROFILE_AVATARS).catch(PROFILE_AVATARS[0]),
  watchLater: z.array(z.unknown()).default([]),
  watchHistory: z.array(z.unknown()).default([]),
  ratings: z.array(z.unknown()).default([]),
  lists: z.array(z.unknown()).default([]),
  hiddenFromContinueWatching: z.array(z.unknown()).default([]),
});
const looseList = exportedCustomListSchema.pick({ name: true }).extend({
  description: z.string().default(''),
  public: z.boolean().default(false),
  items: z.array(z.unknown()).default([]),
});

/** Each part's entries: the title by TMDB id, when, and what the part keeps (a rating, a note, a date unknown). */
const entries = {
  watchLater: exported.watchLater.element
    .pick({ type: true, id: true, title: true, season: true, episode: true, added: true })
    .partial({ title: true, added: true })
    .refine(usable)
    .transform(({ added, ...e }): Entry => ({ ...e, when: added })),
  watchHistory: exported.watchHistory.element
    .pick({ type: true, id: true, title: true, season: true, episode: true, date: true, dateKnown: true })
    .partial({ title: true, date: true, dateKnown: true })
    .refine(usable)
    .transform(
      ({ date, dateKnown, ...e }): Entry => ({
        ...e,
        when: date,
        ...(dateKnown === false ? { dateUnknown: true as const } : {}),
      }),
    ),
  ratings: exported.ratings.element
    .pick({
      type: true,
      id: true,
      title: true,
      season: true,
      episode: true,
      rating: true,
      review: true,
      spoiler: true,
      ratedAt: true,
    })
    .partial({ title: true, review: true, spoiler: true, ratedAt: true })
    .refine(usable)
    .transform(({ rating, review, spoiler, ratedAt, ...e }): Entry => {
      const kept = cut(review ?? '', RATINGS.REVIEW_MAX_CHARS);
      return {
        ...e,
        when: ratedAt,
        rating: { halfStars: rating, ...(kept ? { review: kept } : {}), spoiler },
      };
    }),
  listItems: exportedCustomListSchema.shape.items.element
    .pick({ media_type: true, id: true, title: true, note: true, added: true })
    .partial({ title: true, note: true, added: true })
    .refine(usable)
    .transform(({ media_type, note, added, ...e }): Entry => {
      const kept = cut(note ?? '', CUSTOM_LISTS.NOTE_MAX_CHARS);
      return { ...e, type: media_type, when: added, ...(kept ? { note: kept } : {}) };
    }),
  hidden: exported.hiddenFromContinueWatching.element
    .partial({ hidden: true })
    .extend({ title: z.string().optional() })
    .refine(usable)
    .transform(({ hidden, ...e }): Entry => ({ ...e, when: hidden })),
};

type Entry = Pick<ImportRow, 'rating' | 'note' | 'dateUnknown'> & {
  type: 'movie' | 'tv';
  id: number;
  season?: number;
  episode?: number;
  when?: string;
};

type Part = keyof typeof entries;
const LIST_OF: Record<Part, ImportRow['list']> = {
  watchLater: 'watchLater',
  watchHistory: 'watchHistory',
  ratings: 'ratings',
  listItems: 'customList',
  hidden: 'hidden',
};

/**
 * A version 2 export's profiles, each a section of rows in the order the file has them: watch later, watch
 * history, ratings, each list's titles (in the list's order), hidden titles. Lines number the entries through the
 * whole file. A profile entry Kinora did not write is one row reported.
 */
export function profileSections(profiles: readonly unknown[]): ExportSection[] {
  let line = 0;
  const next = () => {
    line += 1;
    return line;
  };
  return profiles.map((raw) => {
    const profile = looseProfile.safeParse(raw);
    if (!profile.success) {
      return { rows: [{ line: next(), title: '', malformed: 'the entry is not a profile Kinora exported' }] };
    }
    const { name, main, kids, avatar } = profile.data;
    const rows: ReadRow[] = [
      ...profile.data.watchLater.map((e) => row('watchLater', e, next())),
      ...profile.data.watchHistory.map((e) => row('watchHistory', e, next())),
      ...profile.data.ratings.map((e) => row('ratings', e, next())),
      ...profile.data.lists.flatMap((rawList) => listRows(rawList, next)),
      ...profile.data.hiddenFromContinueWatching.map((e) => row('hidden', e, next())),
    ];
    return { rows, profile: { name, main, kids, avatar } };
  });
}

function listRows(raw: unknown, next: () => number): ReadRow[] {
  const list = looseList.safeParse(raw);
  if (!list.success)
    return [{ line: next(), title: '', malformed: 'the entry is not a list Kinora exported' }];
  const customList: RowCustomList = {
    name: cut(list.data.name, CUSTOM_LISTS.NAME_MAX_CHARS),
    description: cut(list.data.description, CUSTOM_LISTS.DESCRIPTION_MAX_CHARS),
    public: list.data.public,
  };
  return list.data.items.map((item) => {
    const read = row('listItems', item, next());
    return 'malformed' in read ? read : { ...read, customList };
  });
}

function row(part: Part, raw: unknown, line: number): ReadRow {
  const entry = entries[part].safeParse(raw);
  const title = titleAsRead(raw);
  if (!entry.success) return { line, title, malformed: NOT_EXPORTED };
  const { type, id, season, episode, when, ...kept } = entry.data;
  const at = entryDate(when);
  if (typeof at === 'string') return { line, title, malformed: at };
  return {
    line,
    list: LIST_OF[part],
    media: type,
    title,
    tmdbId: id,
    ...(type === 'tv' && season !== undefined && episode !== undefined ? { season, episode } : {}),
    ...(at ? { at } : {}),
    ...kept,
  };
}
