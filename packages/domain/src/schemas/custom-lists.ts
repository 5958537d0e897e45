import { z } from 'zod';
import { CUSTOM_LISTS } from '../custom-list-rules';
import { MEDIA_TYPES } from '../vocabulary';
import { catalogueIdSchema } from './common';

const { NAME_MAX_CHARS, DESCRIPTION_MAX_CHARS, NOTE_MAX_CHARS, ITEMS_MAX } = CUSTOM_LISTS;

export const customListNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, { error: 'Give the list a name' })
  .max(NAME_MAX_CHARS, { error: `A list name must be at most ${NAME_MAX_CHARS} characters` });

export const customListDescriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(DESCRIPTION_MAX_CHARS, {
    error: `A description must be at most ${DESCRIPTION_MAX_CHARS.toLocaleString('en-US')} characters`,
  });

/** A note on one title of a list; empty text removes the note. */
export const customListNoteSchema = z
  .string({ error: 'note must be text' })
  .trim()
  .max(NOTE_MAX_CHARS, { error: `A note must be at most ${NOTE_MAX_CHARS} characters` });

/** A list's id (a UUID). Anything else cannot name a list. */
export const customListIdSchema = z.guid({ error: 'id must be a list id' });

/** A title's place on a list: its own id, which `order` uses. */
const itemIdSchema = z
  .number({ error: 'order must list item ids (numbers)' })
  .int({ error: 'order must list item ids (numbers)' })
  .positive({ error: 'order must list item ids (numbers)' });

/** A list names a title's media as TMDB does, `media_type`. */
const mediaTypeSchema = z.enum(MEDIA_TYPES, { error: "media_type must be 'movie' or 'tv'" });

const isPublicSchema = z.boolean({ error: 'public must be true or false' });

export const createCustomListInputSchema = z.strictObject({
  name: customListNameSchema,
  description: customListDescriptionSchema.optional(),
  public: isPublicSchema.optional(),
});
export type CreateCustomListInput = z.infer<typeof createCustomListInputSchema>;

/** A partial change: only what is sent changes. `order` names every item of the list once, in its new order. */
export const customListChangesSchema = z.strictObject({
  name: customListNameSchema.optional(),
  description: customListDescriptionSchema.optional(),
  public: isPublicSchema.optional(),
  order: z
    .array(itemIdSchema, { error: 'order must be a list of item ids' })
    .max(ITEMS_MAX, { error: `order can name at most ${ITEMS_MAX} items` })
    .optional(),
});
export type CustomListChanges = z.infer<typeof customListChangesSchema>;

/** The tRPC door's `lists.update`: the list's id with the changes. */
export const updateCustomListInputSchema = customListChangesSchema.extend({ id: customListIdSchema });

export const customListIdInputSchema = z.strictObject({ id: customListIdSchema });

/** A title to put on a list (the server looks up its title and poster); with a note, or a new note if listed. */
export const customListItemInputSchema = z.strictObject({
  media_type: mediaTypeSchema,
  id: catalogueIdSchema,
  note: customListNoteSchema.optional(),
});
export type CustomListItemInput = z.infer<typeof customListItemInputSchema>;

/** The tRPC door's `lists.addItem`. */
export const addCustomListItemInputSchema = customListItemInputSchema.extend({ listId: customListIdSchema });

/** The tRPC door's `lists.removeItem`: the title on the list. */
export const removeCustomListItemInputSchema = z.strictObject({
  listId: customListIdSchema,
  media_type: mediaTypeSchema,
  id: catalogueIdSchema,
});

/** The REST door's path of one title on a list: `/user/lists/{id}/items/{media_type}/{tmdbId}`. */
export const customListItemParamsSchema = z.object({
  id: customListIdSchema,
  media_type: mediaTypeSchema,
  tmdbId: catalogueIdSchema,
});

/** A public list's link; any text may arrive here, and anything that is not a public list's slug is not found. */
export const customListSlugSchema = z.string({ error: 'slug must be text' }).max(200);
export const customListSlugInputSchema = z.strictObject({ slug: customListSlugSchema });

/**
 * A title on a list, shaped as the watch-later list shows titles (`image`, also as `poster_path`), with its
 * place (`itemId`, what `order` names) and its note.
 */
export const customListItemSchema = z.object({
  itemId: z.number().int(),
  media_type: mediaTypeSchema,
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  poster_path: z.string().nullable(),
  note: z.string().nullable(),
  added: z.string(),
});
export type CustomListItem = z.infer<typeof customListItemSchema>;

export const customListSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  public: z.boolean(),
  itemCount: z.number().int(),
  updated: z.string(),
});
export type CustomListSummary = z.infer<typeof customListSummarySchema>;

export const customListSchema = customListSummarySchema.extend({ items: z.array(customListItemSchema) });
export type CustomList = z.infer<typeof customListSchema>;

/** A public list as anyone reads it at /l/{slug}: no ids of the owner's, only the account's username. */
export const publicCustomListSchema = z.object({
  name: z.string(),
  description: z.string(),
  owner: z.string(),
  items: z.array(customListItemSchema.omit({ itemId: true, added: true })),
});
export type PublicCustomList = z.infer<typeof publicCustomListSchema>;

export const customListWriteSchema = z.object({ changed: z.boolean(), message: z.string() });
export type CustomListWrite = z.infer<typeof customListWriteSchema>;
