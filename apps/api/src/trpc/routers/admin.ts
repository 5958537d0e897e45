import {
  adminAuditInputSchema,
  adminAuditPageSchema,
  adminElevateInputSchema,
  adminUserDetailSchema,
  adminUserInputSchema,
  adminUsersInputSchema,
  adminUsersPageSchema,
  operatorStatusSchema,
} from '@kinora/domain/schemas';
import { requireElevatedAdmin } from '../../services/admin/admin-access';
import { listAdminAudit } from '../../services/admin/audit';
import { elevateAdmin } from '../../services/admin/elevate';
import { deleteUserByEmail, getUserDetail, listUsers } from '../../services/admin/users';
import { getOperatorStatus } from '../../services/status/get-operator-status';
import { answers } from '../answers';
import { protectedProcedure, router } from '../init';

/** Every admin procedure: an admin account whose session passed the admin password gate (30 minutes). */
const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  requireElevatedAdmin(ctx.auth);
  return next();
});

export const adminRouter = router({
  /** The password gate: elevates this session for 30 minutes. */
  elevate: protectedProcedure
    .input(adminElevateInputSchema)
    .mutation(({ ctx, input }) => elevateAdmin(ctx.deps, ctx.auth, input.password)),
  /** Whether this session may use the admin area now (the page shows the gate otherwise). */
  status: protectedProcedure.query(({ ctx }) => ({
    isAdmin: ctx.auth.user.isAdmin,
    isElevated: ctx.auth.user.isAdmin && ctx.auth.isAdminElevated,
  })),
  users: adminProcedure
    .input(adminUsersInputSchema)
    .output(answers(adminUsersPageSchema))
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),
  user: adminProcedure
    .input(adminUserInputSchema)
    .output(answers(adminUserDetailSchema))
    .query(({ ctx, input }) => getUserDetail(ctx.deps, ctx.auth, input.email)),
  deleteUser: adminProcedure
    .input(adminUserInputSchema)
    .mutation(({ ctx, input }) => deleteUserByEmail(ctx.deps, ctx.auth, input.email)),
  /** The audit log: who unlocked the admin area, opened or deleted which account, and when. */
  audit: adminProcedure
    .input(adminAuditInputSchema)
    .output(answers(adminAuditPageSchema))
    .query(({ ctx, input }) => listAdminAudit(ctx.deps, input)),
  /** The operator status page: live instances and their summed counters, TMDB, mail queue, periodic jobs. */
  operatorStatus: adminProcedure
    .output(answers(operatorStatusSchema))
    .query(({ ctx }) => getOperatorStatus(ctx.deps)),
});
