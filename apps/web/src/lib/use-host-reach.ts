import { useEffect, useState } from 'react';

/** How long a host may take to answer at all before an embed of it is called unreachable. */
export const HOST_ANSWER_TIMEOUT_MS = 10_000;

export type HostReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Whether the host of an embedded page (a player source, a Fun game or stream) answers at all. A cross-origin
 * frame cannot tell its page that it failed (the browser's error page fires `load` like any other), so the page
 * asks the host itself: an opaque request (`no-cors`, no cookies, no referrer) resolves when any answer arrives
 * and fails only when nothing does (no network, a dead host, a name that does not resolve). `null` asks nothing:
 * our own preview needs no check.
 */
export function useHostReach(url: string | null): HostReach {
  const [reach, setReach] = useState<{ url: string | null; reach: HostReach }>({ url, reach: 'checking' });
  useEffect(() => {
    if (url === null) return;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      setReach({ url, reach: 'unreachable' });
      return;
    }
    const controller = new AbortController();
    const settle = (next: HostReach) => {
      if (!controller.signal.aborted) setReach({ url, reach: next });
      controller.abort();
    };
    const timer = setTimeout(() => settle('unreachable'), HOST_ANSWER_TIMEOUT_MS);
    fetch(`${origin}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: controller.signal,
    }).then(
      () => settle('reachable'),
      () => settle('unreachable'),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  if (url === null) return 'reachable';
  // A new url starts as 'checking' until its own answer arrives.
  return reach.url === url ? reach.reach : 'checking';
}
