import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox: one JSON file per message in DATA_DIR/outbox, so a machine
 * without any mail account still shows exactly what would have been sent.
 */
export function createMailTransport(config: Config): MailTransport {
  const { smtpUrl, from, outboxDir } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
      );
      await writeFile(file, `${JSON.stringify({ from, ...message }, null, 2)}\n`, { mode: 0o600 });
    },
  };
}
