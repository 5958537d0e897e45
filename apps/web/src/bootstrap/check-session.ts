import type { PublicUser } from '@kinora/domain';
import { fetchWithFailover, type ServerPair } from '@/lib/servers';

/** tRPC's plain GET form of the `auth.check` query, so the entry needs no tRPC client to ask it. */
const AUTH_CHECK_PATH = '/trpc/auth.check';

interface AuthCheckAnswer {
  result?: { data?: { user?: PublicUser | null } };
}

/** The API embeds the session it found for this page load (see the API's web-app plugin) under this id. */
const EMBEDDED_SESSION_ID = 'kinora-session';

/** Whether the server embedded a signed-in session in this page: known at once, before any request. */
export function hasEmbeddedSession(): boolean {
  return document.getElementById(EMBEDDED_SESSION_ID) !== null;
}

function embeddedSession(): AuthCheckAnswer['result'] | undefined {
  const embedded = document.getElementById(EMBEDDED_SESSION_ID)?.textContent;
  if (!embedded) return undefined;
  try {
    return { data: JSON.parse(embedded) as { user?: PublicUser | null } };
  } catch {
    return undefined;
  }
}

/**
 * Who is signed in. The server that sent this page already checked the session cookie and embedded the answer;
 * otherwise (a page served elsewhere, or nothing embedded) it is asked through the same server selection and
 * failover as every tRPC call. Any failure means "signed out".
 */
export async function checkSession(servers: ServerPair): Promise<PublicUser | null> {
  const embedded = embeddedSession();
  if (embedded) return embedded.data?.user ?? null;
  try {
    const response = await fetchWithFailover(servers, AUTH_CHECK_PATH, { credentials: 'include' });
    if (!response.ok) return null;
    const answer = (await response.json()) as AuthCheckAnswer;
    return answer.result?.data?.user ?? null;
  } catch (error) {
    console.warn('Session check failed; continuing signed out.', error);
    return null;
  }
}
