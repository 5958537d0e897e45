import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../src/db/schema';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

describe.skipIf(skipDatabaseSuite)('e-mail', () => {
  describe('through the outbox (no mail server configured)', () => {
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'kinora-mail-'));
      t = await createTestApp({ DATA_DIR: dataDir });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sign-up queues one welcome e-mail with the verification link, however often more is asked', async () => {
      const { agent, user } = await signedInAgent(t.app, 'newcomer');
      const again = await Promise.all([
        agent.mutate('account.sendWelcome'),
        agent.mutate('account.sendWelcome'),
      ]);
      expect(again.map((r) => r.data)).toEqual([
        { sent: false, message: 'Welcome e-mail already sent' },
        { sent: false, message: 'Welcome e-mail already sent' },
      ]);
      await t.app.deps.mail.settled();
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const message = JSON.parse(await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8'));
      expect(message).toMatchObject({ to: user.email, subject: 'Welcome to Kinora' });
      expect(message.text).toContain(`Hi ${user.username},`);
      expect(message.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);
      // Delivered messages leave the queue.
      expect(await t.app.deps.db.select().from(mailQueue)).toEqual([]);
    });
  });

  describe('through a real SMTP server on loopback', () => {
    let t: TestApp;
    let smtp: SMTPServer;
    const received: Array<{ to: string[]; body: string }> = [];
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          let body = '';
          stream.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      t = await createTestApp({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Kinora <hello@kinora.test>',
      });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('delivers the welcome, a new verification link and a password reset code', async () => {
      const { agent, user } = await signedInAgent(t.app, 'smtpviewer');
      await t.app.deps.mail.settled();
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual([user.email]);
      expect(received[0]?.body).toContain('Subject: Welcome to Kinora');
      expect(received[0]?.body).toContain('From: Kinora <hello@kinora.test>');
      expect(received[0]?.body).toContain('Please verify your e-mail address');

      expect((await agent.post('/api/v1/user/resendVerification')).status).toBe(200);
      expect((await agent.post('/api/v1/auth/checkAccount', { email: user.email })).status).toBe(200);
      await t.app.deps.mail.settled();
      const subjects = received.slice(1).map((mail) => /Subject: (.*)/.exec(mail.body)?.[1]);
      expect(subjects.sort()).toEqual([
        'Verify your Kinora e-mail address',
        'Your Kinora password reset code',
      ]);
      expect(received.slice(1).every((mail) => mail.to.join() === user.email)).toBe(true);
    });
  });

  describe("through the e-mail service's REST send API", () => {
    let t: TestApp;
    let api: Server;
    let failuresLeft = 0;
    const accepted: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      api = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            response.writeHead(503).end('The service is temporarily unavailable');
            return;
          }
          accepted.push(JSON.parse(body));
          response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
        });
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const { port } = api.address() as AddressInfo;
      t = await createTestApp({
        MAIL_API_URL: `http://127.0.0.1:${port}/api/v1.0/email/send`,
        MAIL_API_SERVICE_ID: 'service_kinora',
        MAIL_API_TEMPLATE_ID: 'template_plain',
        MAIL_API_USER_ID: 'public-user-key',
        MAIL_RETRY_BASE_MS: '20',
      });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => api.close(() => resolve()));
    });

    it('sends the identifiers and template fields the service reads', async () => {
      const { user } = await signedInAgent(t.app, 'apiviewer');
      await vi.waitFor(() =>
        expect(accepted.some((m) => m.template_params && JSON.stringify(m).includes(user.email))).toBe(true),
      );
      const sent = accepted.find((m) => JSON.stringify(m).includes(user.email))!;
      expect(sent).toMatchObject({
        lib_version: expect.any(String),
        user_id: 'public-user-key',
        service_id: 'service_kinora',
        template_id: 'template_plain',
        template_params: { to_email: user.email, subject: 'Welcome to Kinora' },
      });
      expect((sent.template_params as { message: string }).message).toContain(`Hi ${user.username},`);
    });

    it('keeps a message the service refused and delivers it exactly once when the service recovers', async () => {
      failuresLeft = 3;
      const { user } = await signedInAgent(t.app, 'patient');
      const toThisViewer = () => accepted.filter((m) => JSON.stringify(m).includes(user.email));
      // The sign-up answered although the first send failed; the queue retries with growing pauses.
      await vi.waitFor(() => expect(toThisViewer()).toHaveLength(1), { timeout: 5_000 });
      expect(failuresLeft).toBe(0);
      await vi.waitFor(async () => expect(await t.app.deps.db.select().from(mailQueue)).toEqual([]));
      await t.app.deps.mail.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(toThisViewer()).toHaveLength(1);
    });
  });

  describe('when no mail server answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Nothing listens on port 9 (discard) on loopback: the connection is refused at once.
      t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('still signs the viewer up, and keeps the message queued with the reason', async () => {
      const { user } = await signedInAgent(t.app, 'unlucky');
      await t.app.deps.mail.settled();
      const [queued] = await t.app.deps.db.select().from(mailQueue);
      expect(queued).toMatchObject({
        to: user.email,
        subject: 'Welcome to Kinora',
        attempts: 1,
        failedAt: null,
      });
      expect(queued?.lastError).toMatch(/ECONNREFUSED/);
      expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Asking again does not make a second message: the one queued is the welcome.
      expect((await signedInAgent(t.app, 'second')).user).toBeTruthy();
      await t.app.deps.mail.settled();
      expect(await t.app.deps.db.select().from(mailQueue)).toHaveLength(2);
    });
  });
});
