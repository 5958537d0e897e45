import type { WatchTarget } from '@kinora/domain';
import type { Deps } from '../../deps';
import { restoreHidden } from '../continue-watching/restore-hidden';
import { importList } from '../custom-lists/import-list';
import { listCustomLists } from '../custom-lists/list-custom-lists';
import { updateCustomList } from '../custom-lists/update-custom-list';
import { recordMarkedViews, recordWatches } from '../history/record-watches';
import type { ListRow } from '../shared/list-rows';
import { addManyToWatchlist } from '../watchlist/add-many-to-watchlist';
import type { PendingRatings } from './import-ratings';
import type { ImportRow, RowCustomList } from './import-row';

/** A row matched to its catalogue title, with the facts its list stores. */
export type ReadyRow = { row: ImportRow; target: WatchTarget; ready: ListRow };

/** What one batch wrote, in the report's words; `historyInserted` are the history rows to trim at the end. */
export type BatchOutcome = {
  imported: { watchLater: number; watchHistory: number; lists: number; hidden: number };
  alreadyThere: number;
  leftOut: number;
  historyInserted: number[];
};

/**
 * Writes one batch's matched rows into one profile, each list by its own service (with its lock, cap and "already
 * there"), in the file's order. Ratings wait in `ratings` until the whole file is read.
 */
export async function writeBatch(
  deps: Deps,
  profileId: string,
  rows: readonly ReadyRow[],
  ratings: PendingRatings,
): Promise<BatchOutcome> {
  const of = (list: ImportRow['list']) => rows.filter((r) => r.row.list === list);
  const later = await addManyToWatchlist(
    deps,
    profileId,
    of('watchLater').map((r) => r.ready),
  );
  const watched = of('watchHistory');
  const history = await recordWatches(
    deps,
    profileId,
    watched.filter((r) => !r.row.dateUnknown).map((r) => r.ready),
  );
  // Entries marked watched without a date keep the moment they were marked, as marking stores them.
  const undated = watched.filter((r) => r.row.dateUnknown);
  const marked = undated.length
    ? await recordMarkedViews(
        deps,
        profileId,
        undated.map((r) => ({
          facts: r.ready.facts,
          at: r.ready.at ?? deps.now(),
          seenSince: 'ever',
          dateKnown: false,
        })),
      )
    : { added: 0, alreadyThere: 0, leftOut: 0 };
  const lists = await writeCustomLists(deps, profileId, of('customList'));
  const hidden = await restoreHidden(
    deps,
    profileId,
    of('hidden').map((r) => ({ type: r.target.type, id: r.target.id, hiddenAt: r.ready.at ?? deps.now() })),
  );
  for (const r of rows) {
    if (r.row.rating) {
      const { title, image } = r.ready.facts;
      ratings.add(profileId, r.target, { title, image }, r.row.rating, r.ready.at, r.row.list === 'ratings');
    }
  }
  return {
    imported: {
      watchLater: later.inserted.length,
      watchHistory: marked.added,
      lists: lists.added,
      hidden: hidden.added,
    },
    alreadyThere:
      later.alreadyThere +
      history.alreadyThere +
      marked.alreadyThere +
      lists.alreadyThere +
      hidden.alreadyThere,
    leftOut: later.leftOut + marked.leftOut + lists.leftOut,
    historyInserted: history.inserted,
  };
}

/** Each list's titles of the batch, list by list in the file's order, through the lists' own import writer. */
async function writeCustomLists(deps: Deps, profileId: string, rows: readonly ReadyRow[]) {
  const groups = new Map<string, { list: RowCustomList; rows: ReadyRow[] }>();
  for (const r of rows) {
    const list = r.row.customList!;
    const key = list.name.toLowerCase();
    const group = groups.get(key) ?? { list, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  const outcome = { added: 0, alreadyThere: 0, leftOut: 0 };
  for (const { list, rows: items } of groups.values()) {
    const written = await importList(deps, profileId, {
      name: list.name,
      description: list.description,
      items: items.map((r) => ({
        target: { type: r.target.type, id: r.target.id },
        title: r.ready.facts.title,
        image: r.ready.facts.image,
        ...(r.row.note ? { note: r.row.note } : {}),
      })),
    });
    outcome.added += written.added;
    outcome.alreadyThere += written.unchanged;
    outcome.leftOut += written.leftOut;
    if (list.public) await sharePublicly(deps, profileId, list.name);
  }
  return outcome;
}

/**
 * A list the export says was public is public again (at a new link: links are never exported), through the
 * lists' own writer; a list that is public already is left as it is.
 */
async function sharePublicly(deps: Deps, profileId: string, name: string) {
  // importList fills the oldest list of that name; the summaries come newest first.
  const list = (await listCustomLists(deps, profileId)).findLast(
    (l) => l.name.toLowerCase() === name.toLowerCase(),
  );
  if (list && !list.public) await updateCustomList(deps, profileId, list.id, { public: true });
}
