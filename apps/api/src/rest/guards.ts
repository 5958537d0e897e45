import { AppError, MESSAGES } from '@kinora/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthState } from '../services/users/public-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route a signed-out client may call (sign-in, sign-up, the password reset...). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Who is calling: set by the REST door's sign-in guard before the handler runs, null on public routes. */
    auth: AuthState | null;
  }
}

/** The REST twin of tRPC's protectedProcedure: same resolver, same message. */
export async function requireAuth(request: FastifyRequest): Promise<AuthState> {
  const auth = await request.getAuth();
  if (!auth) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
  return auth;
}

/**
 * The REST door's one sign-in guard: every /api/v1 route needs a signed-in caller unless it says
 * `config: { public: true }`. It runs before the request is validated, so a signed-out caller learns that first.
 */
export function guardSignedIn(api: FastifyInstance): void {
  api.decorateRequest('auth', null);
  // A callback hook: a public route waits for nothing, and a signed-in read waits only for the (usually cached)
  // session, without a promise of its own around it.
  api.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.public) {
      done();
      return;
    }
    request.getAuth().then((auth) => {
      if (!auth) {
        done(new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED));
        return;
      }
      request.auth = auth;
      done();
    }, done);
  });
}

/** The caller of a route the guard protects. */
export function signedIn(request: FastifyRequest): AuthState {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED);
  return request.auth;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The REST twin of tRPC's anti-forgery middleware: every state-changing request needs the header. A callback
 * hook (it waits for nothing), so the reads that make up most requests do not each pay for a promise.
 */
export function requireXsrf(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: AppError) => void,
): void {
  if (!SAFE_METHODS.has(request.method) && !request.hasValidXsrf) {
    done(new AppError('FORBIDDEN', MESSAGES.FORBIDDEN_XSRF));
    return;
  }
  done();
}
