import { ADMIN, durationInWords } from '@kinora/domain';
import {
  adminAuditInputSchema,
  adminElevateInputSchema,
  adminUserInputSchema,
  adminUsersInputSchema,
  restAdminAuditSchema,
  restAdminElevatedSchema,
  restAdminUserDetailSchema,
  restAdminUsersSchema,
  restMessageSchema,
  toLegacyAdminUserRow,
  toLegacyLeaderboardRow,
} from '@kinora/domain/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireElevatedAdmin } from '../services/admin/admin-access';
import { listAdminAudit } from '../services/admin/audit';
import { elevateAdmin } from '../services/admin/elevate';
import { deleteUserByEmail, getUserDetail, listUsers } from '../services/admin/users';
import { listLeaderboardPlayers } from '../services/game/leaderboard';
import { ADMIN_PASSWORD_PER_ACCOUNT, describeRateLimit } from '../services/security/rate-limit-policies';
import { signedIn } from './guards';

const tags = ['admin'];

/** The route option of every admin-only route: checked before the request is read, as the sign-in guard is. */
const elevatedAdminsOnly = {
  preValidation: async (request: FastifyRequest) => requireElevatedAdmin(signedIn(request)),
};

/**
 * The legacy admin routes. `GET /auth/admin/users` once fed the game's leaderboard to every user with every
 * e-mail: now an elevated admin gets the user table, anyone else the leaderboard's public rows (never an e-mail).
 * Everything else answers 403 to anyone but an admin account whose session passed the admin password.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/auth/admin/verify',
    {
      config: { rateLimit: describeRateLimit(deps.config, ADMIN_PASSWORD_PER_ACCOUNT) },
      schema: {
        tags,
        summary: `The admin password gate: elevates this session of an admin account for ${durationInWords(ADMIN.ELEVATION_MS)}`,
        body: adminElevateInputSchema,
        response: { 200: restAdminElevatedSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await elevateAdmin(request.deps, signedIn(request), request.body.password)),
    }),
  );
  app.get(
    '/auth/admin/users',
    {
      schema: {
        tags,
        summary:
          'Elevated admins: a page of the user table (?search, ?page); anyone else: the public leaderboard rows',
        querystring: adminUsersInputSchema,
        response: { 200: restAdminUsersSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      // Rows in the legacy shape: `_id`, and for the leaderboard `flappy.score`, as existing pages read them.
      if (!(auth.user.isAdmin && auth.isAdminElevated)) {
        const players = await listLeaderboardPlayers(request.deps);
        const users = players.map(({ entry, userId }) => toLegacyLeaderboardRow(entry, userId));
        return { success: true as const, users, message: 'Leaderboard' };
      }
      const page = await listUsers(request.deps, request.query);
      return {
        success: true as const,
        ...page,
        users: page.users.map(toLegacyAdminUserRow),
        message: 'All users',
      };
    },
  );
  app.post(
    '/auth/admin/mail',
    {
      ...elevatedAdminsOnly,
      schema: {
        tags,
        summary: "Elevated admins: one user's details, watch-later list and histories (audited)",
        body: adminUserInputSchema,
        response: { 200: restAdminUserDetailSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getUserDetail(request.deps, signedIn(request), request.body.email)),
      message: 'User found',
    }),
  );
  app.delete(
    '/auth/deleteUserMail',
    {
      ...elevatedAdminsOnly,
      schema: {
        tags,
        summary: 'Elevated admins: delete an account, never one of the admin accounts (audited)',
        body: adminUserInputSchema,
        response: { 200: restMessageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deleteUserByEmail(request.deps, signedIn(request), request.body.email)),
    }),
  );
  app.get(
    '/auth/admin/audit',
    {
      ...elevatedAdminsOnly,
      schema: {
        tags,
        summary:
          'Elevated admins: a page of the audit log (?page), newest first: unlocks, refused passwords, accounts opened and deleted',
        querystring: adminAuditInputSchema,
        response: { 200: restAdminAuditSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listAdminAudit(request.deps, request.query)),
      message: 'Audit log',
    }),
  );
};
