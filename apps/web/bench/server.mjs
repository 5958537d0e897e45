/**
 * The bench's servers: a built API serving a built web app on a fresh in-memory database (demo catalogue), and an
 * account signed up on it. Shared by run.mjs (bundle sizes, Lighthouse, the game) and trace.mjs (one page's trace).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;

/** A build to measure: the API's bundle and the web app it serves, on its own port. */
export function build(apiDist, webDist, label, port) {
  return {
    label,
    port,
    base: `http://localhost:${port}`,
    api: path.resolve(apiDist, 'server.js'),
    web: path.resolve(webDist),
  };
}

/** The build named by BENCH_API_DIST and BENCH_WEB_DIST, else apps/api/dist and apps/web/dist. */
export function currentBuild(port) {
  return build(
    process.env.BENCH_API_DIST ?? path.resolve(here, '../../api/dist'),
    process.env.BENCH_WEB_DIST ?? path.resolve(here, '../dist'),
    'now',
    port,
  );
}

export async function waitFor(url) {
  // A busy machine can take a while to start the API (migrations on a fresh database).
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export function startServer(target) {
  return spawn(process.execPath, [target.api], {
    env: {
      ...process.env,
      PORT: String(target.port),
      DATABASE_URL: 'memory://',
      WEB_DIST_DIR: target.web,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MIN: '100000',
    },
    stdio: 'inherit',
  });
}

/** A new account on the server: its cookie header, and the session and anti-forgery cookies' values. */
export async function signUp(base) {
  const first = await fetch(`${base}/cronjob/run`);
  const xsrf = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0];
  const response = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] },
    body: JSON.stringify({
      email: 'webbench@example.com',
      username: 'webbench',
      password: 'long enough pass',
    }),
  });
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('kinora_session='))
    .split(';')[0];
  return { cookieHeader: `${session}; ${xsrf}`, session: session.split('=')[1], xsrf: xsrf.split('=')[1] };
}

export async function getJson(url, cookieHeader) {
  return (await fetch(url, { headers: { cookie: cookieHeader } })).json();
}

/** The demo titles the measured routes name: the first trending movie and show, the first popular person. */
export async function demoTitles(base, cookieHeader) {
  const trending = await getJson(`${base}/api/v1/movies/trending`, cookieHeader);
  const tv = await getJson(`${base}/api/v1/tv/trending`, cookieHeader);
  const people = await getJson(`${base}/api/v1/search/person/popular`, cookieHeader);
  const movie = trending.content[0];
  const show = tv.content[0];
  const person = people.content.results[0];
  return {
    movie: `/movie?id=${movie.id}&name=${encodeURIComponent(movie.title)}`,
    show: `/tv/details?id=${show.id}&name=${encodeURIComponent(show.name)}`,
    person: `/person/details?id=${person.id}&name=${encodeURIComponent(person.name)}`,
    watch: `/watch?id=${movie.id}&name=${encodeURIComponent(movie.title)}`,
  };
}
