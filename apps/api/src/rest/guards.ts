import { AppError, MESSAGES } from '@kinora/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthState } from '../services/users/public-user';

/** The REST twin of tRPC's protectedProcedure: same resolver, same message. */
export async function requireAuth(request: FastifyRequest): Promise<AuthState> {
  const auth = await request.getAuth();
  if (!auth) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
  return auth;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The REST twin of tRPC's anti-forgery middleware: every state-changing request needs the header. */
export async function requireXsrf(request: FastifyRequest): Promise<void> {
  if (!SAFE_METHODS.has(request.method) && !request.hasValidXsrf) {
    throw new AppError('FORBIDDEN', MESSAGES.FORBIDDEN_XSRF);
  }
}
