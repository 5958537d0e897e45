import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './helpers/accounts';
import { skipDatabaseSuite } from './helpers/database';
import { createTestApp, type TestApp } from './helpers/test-app';

describe.skipIf(skipDatabaseSuite)('welcome e-mail', () => {
  describe('through the outbox (no SMTP configured)', () => {
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'kinora-mail-'));
      t = await createTestApp({ DATA_DIR: dataDir });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('writes one message per account, however often it is asked', async () => {
      const { agent, user } = await signedInAgent(t.app, 'newcomer');
      const first = await agent.mutate('account.sendWelcome');
      expect(first.data).toEqual({ sent: true, message: 'Welcome e-mail sent' });
      const again = await Promise.all([
        agent.mutate('account.sendWelcome'),
        agent.mutate('account.sendWelcome'),
      ]);
      expect(again.map((r) => r.data.sent)).toEqual([false, false]);
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const message = JSON.parse(await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8'));
      expect(message).toMatchObject({ to: user.email, subject: 'Welcome to Kinora' });
      expect(message.text).toContain(`Hi ${user.username},`);
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

    it('delivers the welcome message to the viewer', async () => {
      const { agent, user } = await signedInAgent(t.app, 'smtpviewer');
      expect((await agent.mutate('account.sendWelcome')).data.sent).toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual([user.email]);
      expect(received[0]?.body).toContain('Subject: Welcome to Kinora');
      expect(received[0]?.body).toContain('From: Kinora <hello@kinora.test>');
    });
  });

  describe('when the mail server is down', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Nothing listens on port 9 (discard) on loopback: the connection is refused at once.
      t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 502 with a message and lets a later request try again', async () => {
      const { agent } = await signedInAgent(t.app, 'unlucky');
      const failed = await agent.mutate('account.sendWelcome');
      expect(failed.status).toBe(502);
      expect(failed.error?.message).toBe('The welcome e-mail could not be sent right now');
      const retried = await agent.mutate('account.sendWelcome');
      expect(retried.status).toBe(502);
    });
  });
});
