// Many simulated browsers in one Node process. The web client's modules read `window.sessionStorage`,
// `document.cookie` and call the global `fetch`; here each of those answers for the user whose work is running
// (an AsyncLocalStorage context), so every user has its own storage, cookie jar and active server, exactly as a
// browser tab would.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage();

class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.get(key) ?? null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
}

/** Cookies of one origin-less browser (every instance is on localhost, so all share them, as in a browser). */
class CookieJar {
  #cookies = new Map();
  store(setCookie) {
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const lower = attributes.map((a) => a.toLowerCase());
    const expired =
      value === '' ||
      lower.some((a) => a === 'max-age=0') ||
      lower.some((a) => a.startsWith('expires=') && Date.parse(a.slice(8)) <= Date.now());
    if (expired) this.#cookies.delete(name);
    else this.#cookies.set(name, { value, httpOnly: lower.includes('httponly') });
  }
  header() {
    return [...this.#cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }
  /** What page scripts see: never the HttpOnly ones. */
  documentCookie() {
    return [...this.#cookies]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
  }
}

function user() {
  const state = current.getStore();
  if (!state) throw new Error('browser globals used outside a simulated user');
  return state;
}

const realFetch = globalThis.fetch;

export function installBrowserGlobals() {
  globalThis.window = {
    get sessionStorage() {
      return user().sessionStorage;
    },
    get localStorage() {
      return user().localStorage;
    },
  };
  globalThis.document = {
    get cookie() {
      return user().cookies.documentCookie();
    },
  };
  globalThis.fetch = async (input, init = {}) => {
    // Outside a tab (the run's own readiness checks) this is plain fetch.
    if (!current.getStore()) return realFetch(input, init);
    const { cookies } = user();
    const headers = new Headers(init.headers);
    const cookie = cookies.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await realFetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) cookies.store(setCookie);
    return response;
  };
}

/** A fresh browser tab: its own session storage, local storage and cookies. */
export function newTab() {
  return { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage(), cookies: new CookieJar() };
}

/** Runs `work` in `tab`: everything it starts (requests, retries, timers) sees that tab's storage and cookies. */
export function inTab(tab, work) {
  return current.run(tab, work);
}
