import { ADMIN, type AdminUserRow, AppError } from '@kinora/domain';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { listChatHistory, listSearchHistory, listWatchHistory } from '../history/list-history';
import { deleteAccount } from '../users/delete-account';
import type { AuthState } from '../users/public-user';
import { listWatchlist } from '../watchlist/list-watchlist';
import { recordAdminAction } from './audit';

type UserRow = typeof users.$inferSelect;

type ListedRow = Pick<UserRow, 'id' | 'username' | 'email' | 'createdAt' | 'emailVerifiedAt'>;

/**
 * An admin account: an admin address whose owner proved the mailbox. An unverified account on such an address may
 * be anyone's (a squatter's), so it is an ordinary account here, as it is everywhere else.
 */
function isAdminAccount(deps: Deps, row: Pick<UserRow, 'email' | 'emailVerifiedAt'>): boolean {
  return row.emailVerifiedAt !== null && deps.config.admin.emails.includes(row.email);
}

function toRow(deps: Deps, row: ListedRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    created: row.createdAt.toISOString(),
    privileged: isAdminAccount(deps, row),
  };
}

/** Escapes LIKE's wildcards, so a search for "a_b" finds that text and nothing else. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's user table: newest accounts first, 15 a page, optionally only addresses containing `search`. */
export async function listUsers(deps: Deps, { search, page = 1 }: { search?: string; page?: number }) {
  const where = search ? ilike(users.email, likeText(search.toLowerCase())) : undefined;
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(users).where(where);
  const rows = await deps.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN.TABLE_PAGE_SIZE)
    .offset((page - 1) * ADMIN.TABLE_PAGE_SIZE);
  return {
    users: rows.map((row) => toRow(deps, row)),
    page,
    totalPages: Math.max(1, Math.ceil(total / ADMIN.TABLE_PAGE_SIZE)),
    total,
  };
}

async function findUser(deps: Deps, email: string) {
  const [row] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new AppError('NOT_FOUND', 'No user with that e-mail address');
  return row;
}

/**
 * One account as the admin sees it: its details, and the watch-later list and three histories of its main profile
 * (whose id is the account's; the admin page's answer kept its shape when profiles came), audited.
 */
export async function getUserDetail(deps: Deps, auth: AuthState, email: string) {
  const row = await findUser(deps, email);
  const [watchHistory, watchList, searchHistory, chatHistory] = await Promise.all([
    listWatchHistory(deps, row.id),
    listWatchlist(deps, row.id),
    listSearchHistory(deps, row.id),
    listChatHistory(deps, row.id),
  ]);
  await recordAdminAction(deps, auth, 'view-user', row.email);
  return {
    user: { ...toRow(deps, row), image: row.picture ?? row.image },
    watchHistory,
    watchList,
    searchHistory,
    chatHistory,
  };
}

/** Deletes an account for an admin (audited); verified admin accounts cannot be deleted this way. */
export async function deleteUserByEmail(deps: Deps, auth: AuthState, email: string) {
  const row = await findUser(deps, email);
  if (isAdminAccount(deps, row)) {
    throw new AppError('FORBIDDEN', 'Admin accounts cannot be deleted from the admin area');
  }
  await deleteAccount(deps, row.id);
  await recordAdminAction(deps, auth, 'delete-user', row.email);
  return { message: `The account of ${row.email} is deleted` };
}
