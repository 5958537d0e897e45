import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

/** One way of handing a message over. `deliver` resolves once it was accepted and throws when it was not. */
export interface MailTransport {
  readonly kind: 'smtp' | 'api' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
}

/** The e-mail service's client version we speak (its JSON send path asks for one). */
const MAIL_API_LIB_VERSION = '4.4.1';
/** A send that hangs is a failed send: the queue retries it later. */
const MAIL_API_TIMEOUT_MS = 10_000;

/**
 * SMTP when SMTP_URL is set; else the e-mail service's REST send API when MAIL_API_URL is; otherwise the outbox:
 * one JSON file per message in DATA_DIR/outbox, so a machine without any mail account still shows exactly what
 * would have been sent.
 */
export function createMailTransport(config: Config): MailTransport {
  const { smtpUrl, api, from, outboxDir } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async deliver(message) {
        await transporter.sendMail({ from, ...message });
      },
    };
  }
  if (api) return createMailApiTransport(api, from);
  return {
    kind: 'outbox',
    async deliver(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
      );
      // Written aside, then renamed into place: whoever reads the outbox never sees half a message.
      await writeFile(`${file}.part`, `${JSON.stringify({ from, ...message }, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.part`, file);
    },
  };
}

type MailApiConfig = NonNullable<Config['mail']['api']>;

/**
 * The e-mail service's JSON send path: its identifiers plus the template's parameters (the operator's template
 * reads `to_email`, `subject`, `message`, `reply_to` and `from_name`). It answers 200 or the text `OK` when it
 * took the message; anything else is a failure carrying the service's own words.
 */
function createMailApiTransport(api: MailApiConfig, from: string): MailTransport {
  return {
    kind: 'api',
    async deliver(message) {
      const response = await fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lib_version: MAIL_API_LIB_VERSION,
          user_id: api.userId,
          service_id: api.serviceId,
          template_id: api.templateId,
          ...(api.accessToken ? { accessToken: api.accessToken } : {}),
          template_params: {
            to_email: message.to,
            subject: message.subject,
            message: message.text,
            reply_to: message.replyTo ?? '',
            from_name: from,
          },
        }),
        signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
      });
      const body = (await response.text()).trim();
      if (response.status === 200 || body === 'OK') return;
      throw new Error(`the e-mail service answered ${response.status}: ${body.slice(0, 200)}`);
    },
  };
}
