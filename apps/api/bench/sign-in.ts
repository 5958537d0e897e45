/**
 * Signs a bench viewer up on the server at `base`: the headers that carry its session and its anti-forgery token
 * (cookie and header, so they serve writes too). Sign-up issues a token bound to the new session; that one is kept.
 */
export async function signIn(base: string, name = 'bench'): Promise<Record<string, string>> {
  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0];
  const xsrf = cookieOf(await fetch(`${base}/cronjob/run`), 'XSRF-TOKEN')!;
  const response = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1]! },
    body: JSON.stringify({ email: `${name}@example.com`, username: name, password: 'long enough pass' }),
  });
  const session = cookieOf(response, 'kinora_session')!;
  const bound = cookieOf(response, 'XSRF-TOKEN') ?? xsrf;
  return { cookie: `${session}; ${bound}`, 'x-xsrf-token': bound.split('=')[1]! };
}
