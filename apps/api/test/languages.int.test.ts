import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { Agent } from './helpers/agent';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebBuild } from './helpers/web-build';

let t: TestApp;
let dataDir: string;
const PASSWORD = 'long enough pass';

/** A web build whose page already says a language, as the real one does (`<html lang="en">`). */
async function webBuildSayingEnglish(): Promise<string> {
  const dist = fakeWebBuild();
  const index = path.join(dist, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('<html>', '<html lang="en" class="dark">'));
  return dist;
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

/** The newest outbox message to `to`. */
/**
 * The newest mail to `to` (by its outbox file's time), leaving out any whose subject is `except`: a sign-up's
 * welcome, queued just before, can be written in the same millisecond as the mail a test looks for.
 */
async function latestMail(to: string, except?: string): Promise<{ subject: string; text: string }> {
  await t.app.deps.mail.settled();
  const outbox = path.join(dataDir, 'outbox');
  const files = await Promise.all(
    (await readdir(outbox)).map(async (file) => ({
      file,
      at: (await stat(path.join(outbox, file))).mtimeMs,
    })),
  );
  files.sort((a, b) => a.at - b.at);
  const messages = await Promise.all(
    files.map(async ({ file }) => JSON.parse(await readFile(path.join(outbox, file), 'utf8'))),
  );
  const mine = messages.filter((message) => message.to === to && message.subject !== except);
  expect(mine.length).toBeGreaterThan(0);
  return mine.at(-1);
}

describe.skipIf(skipDatabaseSuite)("answering in the viewer's language", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kinora-languages-'));
    t = await createTestApp({ WEB_DIST_DIR: await webBuildSayingEnglish(), DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the page: <html lang dir>', () => {
    it('follows Accept-Language, right to left for Arabic, and tells caches it depends on it', async () => {
      const reply = await new Agent(t.app).get('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
      expect(htmlTag(String(reply.raw.body))).toBe('<html lang="ar" dir="rtl" class="dark">');
      expect(String(reply.headers.vary)).toMatch(/Accept-Language/);
      expect(String(reply.headers.vary)).toMatch(/Cookie/);
      const plain = await new Agent(t.app).get('/search');
      expect(htmlTag(String(plain.raw.body))).toBe('<html lang="en" dir="ltr" class="dark">');
    });

    it("takes a signed-out visitor's choice (the language cookie) over Accept-Language", async () => {
      const visitor = new Agent(t.app);
      visitor.cookies.set('kinora_lang', 'fr');
      const reply = await visitor.get('/', { 'accept-language': 'de' });
      expect(htmlTag(String(reply.raw.body))).toBe('<html lang="fr" dir="ltr" class="dark">');
    });

    it("takes the profile's setting over the browser's languages", async () => {
      const { agent } = await signedInAgent(t.app, 'pagelang');
      await agent.mutate('language.set', { language: 'ja' });
      agent.cookies.set('kinora_lang', 'fr');
      const reply = await agent.get('/lists', { 'accept-language': 'ar' });
      expect(htmlTag(String(reply.raw.body))).toBe('<html lang="ja" dir="ltr" class="dark">');
      expect(reply.headers['cache-control']).toBe('private, no-store');
      await agent.mutate('language.set', { language: null });
      const following = await agent.get('/lists', { 'accept-language': 'ar' });
      expect(htmlTag(String(following.raw.body))).toBe('<html lang="fr" dir="ltr" class="dark">');
    });
  });

  describe('messages: translated, with the same code', () => {
    it('a failed sign-in, in French and in Arabic, on both doors', async () => {
      const { user } = await signedInAgent(t.app, 'wrongpass');
      const wrong = { email: user.email, password: 'not the password' };
      const visitor = await new Agent(t.app).prime();

      const french = await visitor.request('POST', '/api/v1/auth/signin', {
        body: wrong,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect([french.status, french.body]).toEqual([
        400,
        { success: false, message: 'Identifiants incorrects', code: 'BAD_INPUT' },
      ]);
      const trpcFrench = await visitor.request('POST', '/trpc/auth.signIn', {
        body: wrong,
        headers: { 'accept-language': 'fr' },
      });
      expect(trpcFrench.status).toBe(400);
      expect(trpcFrench.body.error.message).toBe('Identifiants incorrects');
      expect(trpcFrench.body.error.data).toMatchObject({ code: 'BAD_REQUEST', appCode: 'BAD_INPUT' });

      visitor.cookies.set('kinora_lang', 'ar');
      const arabic = await visitor.post('/api/v1/auth/signin', wrong);
      expect(arabic.body).toEqual({
        success: false,
        message: 'بيانات تسجيل الدخول غير صحيحة',
        code: 'BAD_INPUT',
      });
      const trpcArabic = await visitor.mutate('auth.signIn', wrong);
      expect([trpcArabic.error?.message, trpcArabic.error?.appCode]).toEqual([
        'بيانات تسجيل الدخول غير صحيحة',
        'BAD_INPUT',
      ]);
    });

    it('a refused form (400) in German, on both doors', async () => {
      const visitor = await new Agent(t.app).prime();
      const body = { email: 'neu@example.com', username: 'neuling', password: 'kurz' };
      const headers = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
      const rest = await visitor.request('POST', '/api/v1/auth/signup', { body, headers });
      expect([rest.status, rest.body]).toEqual([
        400,
        { success: false, message: 'Das Passwort muss mindestens 8 Zeichen lang sein', code: 'BAD_INPUT' },
      ]);
      const trpc = await visitor.request('POST', '/trpc/auth.signUp', { body, headers });
      expect(trpc.status).toBe(400);
      expect(trpc.body.error.message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein');
      expect(trpc.body.error.data.appCode).toBe('BAD_INPUT');
      // Unknown to the catalogue (a value only the caller knows): the English stays.
      const unknown = await visitor.request('POST', '/api/v1/auth/signup', {
        body: { ...body, password: PASSWORD, color: 'blue' },
        headers,
      });
      expect(unknown.body.message).toBe('Unbekanntes Feld: color');
    });

    it("answers in the profile's language over the browser's, and English without either", async () => {
      const { agent } = await signedInAgent(t.app, 'kolang');
      await agent.mutate('language.set', { language: 'ko' });
      const headers = { 'accept-language': 'fr' };
      const rest = await agent.request('GET', '/api/v1/user/lists/00000000-0000-4000-8000-000000000000', {
        headers,
      });
      expect([rest.status, rest.body.code]).toEqual([404, 'NOT_FOUND']);
      expect(rest.body.message).toBe('이 리스트는 존재하지 않습니다(삭제되었을 수 있습니다)');
      const trpc = await agent.request(
        'GET',
        `/trpc/lists.get?input=${encodeURIComponent(JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }))}`,
        { headers },
      );
      expect(trpc.body.error.message).toBe('이 리스트는 존재하지 않습니다(삭제되었을 수 있습니다)');

      const english = await new Agent(t.app).get('/api/v1/no/such/route');
      expect(english.body).toEqual({
        success: false,
        message: 'No route GET /api/v1/no/such/route',
        code: 'NOT_FOUND',
      });
      const spanish = await new Agent(t.app).get('/api/v1/no/such/route', { 'accept-language': 'es' });
      expect(spanish.body).toEqual({
        success: false,
        message: 'No existe la ruta GET /api/v1/no/such/route',
        code: 'NOT_FOUND',
      });
    });

    it("the request's own faults too (a body that is not JSON)", async () => {
      const visitor = await new Agent(t.app).prime();
      const reply = await visitor.request('POST', '/api/v1/auth/signin', {
        rawBody: '{"email": ',
        headers: { 'accept-language': 'pt-BR' },
      });
      expect([reply.status, reply.body.message]).toEqual([
        400,
        'O corpo da solicitação não é um JSON válido',
      ]);
    });
  });

  describe('e-mails: in the language of the profile they are for', () => {
    it("a password reset code in French for an account whose profile speaks French, whatever the asker's browser", async () => {
      const { agent, user } = await signedInAgent(t.app, 'resetfr');
      await agent.mutate('language.set', { language: 'fr' });
      const asker = await new Agent(t.app).prime();
      const reply = await asker.request('POST', '/api/v1/auth/checkAccount', {
        body: { email: user.email },
        headers: { 'accept-language': 'en-US' },
      });
      expect(reply.status).toBe(200);
      const mail = await latestMail(user.email, 'Welcome to Kinora');
      expect(mail.subject).toBe('Votre code de réinitialisation du mot de passe Kinora');
      expect(mail.text).toMatch(/^Bonjour resetfr/);
      expect(mail.text).toMatch(/Votre code pour définir un nouveau mot de passe Kinora est \d{6}\./);
      expect(mail.text).toContain('pendant 15 minutes');
    });

    it('a welcome e-mail in the language of the page that signed up, and English by default', async () => {
      const visitor = await new Agent(t.app).prime();
      const email = `bienvenue${Date.now()}@example.com`;
      const signUp = await visitor.request('POST', '/api/v1/auth/signup', {
        body: { email, username: `bienvenue${Date.now()}`, password: PASSWORD },
        headers: { 'accept-language': 'fr' },
      });
      expect(signUp.status).toBe(201);
      const mail = await latestMail(email);
      expect(mail.subject).toBe('Bienvenue sur Kinora');
      expect(mail.text).toContain('valable 24 heures');

      const { user } = await signedInAgent(t.app, 'welcomeen');
      expect((await latestMail(user.email)).subject).toBe('Welcome to Kinora');
    });
  });
});
