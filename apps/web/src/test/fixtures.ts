import type { PublicUser, RuntimeConfig } from '@kinora/domain';

export const PRIMARY = 'https://primary.test';
export const SECONDARY = 'https://secondary.test';

export const testConfig: RuntimeConfig = {
  apiServers: [PRIMARY, SECONDARY],
  imageBaseUrl: 'https://images.test',
  catalogue: 'demo',
  googleSignIn: true,
  chatModels: [],
  communityChatUrl: null,
  webPushPublicKey: null,
};

export const testUser: PublicUser = {
  id: 'user-1',
  username: 'ada',
  email: 'ada@example.com',
  image: null,
  picture: null,
  created: '2024-01-01T00:00:00.000Z',
  flappy: { score: 0 },
  adultContent: false,
  emailVerified: true,
  isAdmin: false,
};

export const testAdmin: PublicUser = { ...testUser, id: 'admin-1', username: 'root', isAdmin: true };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A batched tRPC success answer holding one result. */
export function trpcData(data: unknown): Response {
  return jsonResponse([{ result: { data } }]);
}

/** A batched tRPC error answer, shaped as the API's error formatter shapes it. */
export function trpcError(message: string, httpStatus: number, code: string): Response {
  return jsonResponse(
    [{ error: { message, code: -32000, data: { code, httpStatus, path: 'test' } } }],
    httpStatus,
  );
}
