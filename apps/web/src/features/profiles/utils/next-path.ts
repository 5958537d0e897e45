/**
 * Where the picker goes once a profile is chosen: the `next` path it was given when that is a page of this app,
 * else home. Anything that could leave the site (`//host`, `/\host`, a full URL) or come back to the picker is
 * home instead.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/profiles' || next.startsWith('/profiles?') || next.startsWith('/profiles/')) return '/';
  return next;
}

/** The picker's address that comes back to `path` (with its query) after the choice. */
export function pickerPath(path: string): string {
  const next = safeNextPath(path);
  return next === '/' ? '/profiles' : `/profiles?next=${encodeURIComponent(next)}`;
}
