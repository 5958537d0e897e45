/**
 * The cookies a script holds for one Kinora deployment: the session and the anti-forgery token. Both API servers
 * of a deployment share their sessions and their signing secret, so one jar serves both.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header to send, or undefined when there is nothing to send. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes what a response's Set-Cookie headers say: a new value, or the end of a cookie (empty, expired). */
  store(setCookies: readonly string[], now = Date.now()): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || isExpired(attributes, now)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function isExpired(attributes: readonly string[], now: number): boolean {
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return true;
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= now) return true;
  }
  return false;
}
