import { AppError, LIST_UNAVAILABLE_MESSAGE, type PublicCustomList } from '@kinora/domain';
import { and, eq } from 'drizzle-orm';
import { customLists, profiles, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { keepForAudience, type TitleAudience } from '../catalogue/kids-filter';
import { readItems } from './custom-list-rows';

/**
 * A public list as anyone reads it by its link, signed in or not. A private list answers exactly as a deleted or
 * never-made one (NOT_FOUND), to everyone, its owner too: the link alone must not tell them apart. A reader on a
 * kids profile sees only the titles a kids profile may see (docs/product/kids-profiles.md).
 */
export async function getPublicList(
  deps: Deps,
  slug: string,
  audience: TitleAudience = { kids: false },
): Promise<PublicCustomList> {
  const [row] = await deps.db
    .select({ list: customLists, owner: users.username })
    .from(customLists)
    .innerJoin(profiles, eq(profiles.id, customLists.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(customLists.slug, slug), eq(customLists.public, true)));
  if (!row) throw new AppError('NOT_FOUND', LIST_UNAVAILABLE_MESSAGE);
  const items = await keepForAudience(
    deps,
    audience,
    (await readItems(deps.db, row.list.id)).map((item) => ({ ...item, id: item.tmdbId })),
    (item) => item.mediaType,
  );
  return {
    name: row.list.name,
    description: row.list.description,
    owner: row.owner,
    items: items.map((item) => ({
      media_type: item.mediaType,
      id: item.tmdbId,
      title: item.title,
      image: item.image,
      poster_path: item.image,
      note: item.note,
    })),
  };
}
