import { AppError, MESSAGES } from '@kinora/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
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
 * `config: { public: true }`. It runs before the request is validated (and before the route's own hooks), so a
 * signed-out caller learns that first. It is given to each route as the route is declared, so it reads the
 * route's options directly: asking per request (request.routeOptions) builds an object every time.
 */
export function guardSignedIn(api: FastifyInstance): void {
  api.decorateRequest('auth', null);
  api.addHook('onRoute', (route) => {
    // Read as each request comes, not now: a plugin may mark its routes public in an onRoute hook of its own,
    // which runs after this one (rest/google-auth.ts).
    const guard: preValidationHookHandler = (request, reply, done) => {
      if (route.config?.public) done();
      else requireSignedIn(request, reply, done);
    };
    const own = route.preValidation ?? [];
    route.preValidation = [guard, ...(Array.isArray(own) ? own : [own])];
  });
}

/**
 * A callback hook: a signed-in read whose session the instance has cached (most of them) goes on at once;
 * only a session the database must be asked for is waited on.
 */
function requireSignedIn(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const admit = (auth: AuthState | null) => {
    if (!auth) {
      done(new AppError('UNAUTHENTICATED', MESSAGES.NOT_AUTHORIZED));
      return;
    }
    request.auth = auth;
    done();
  };
  const known = request.knownAuth();
  if (known !== undefined) admit(known);
  else request.getAuth().then(admit, done);
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
