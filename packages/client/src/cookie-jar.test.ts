import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';

describe('the cookie jar', () => {
  it('keeps what the server sets and sends it back as one header', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store(['kinora_session=abc; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=n.sig; Path=/']);
    expect(jar.get('XSRF-TOKEN')).toBe('n.sig');
    expect(jar.header()).toBe('kinora_session=abc; XSRF-TOKEN=n.sig');
  });

  it('forgets a cookie the server ends: emptied, Max-Age=0 or expired', () => {
    const jar = new CookieJar();
    jar.store(['a=1', 'b=2', 'c=3', 'd=4']);
    jar.store([
      'a=; Path=/',
      'b=2; Max-Age=0',
      'c=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'd=5; Expires=Thu, 01 Jan 2099 00:00:00 GMT',
    ]);
    expect(jar.header()).toBe('d=5');
  });
});
