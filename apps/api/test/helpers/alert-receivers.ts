import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A local HTTP server that records every request and answers with the status `answer` picks (200 by default), or
 * not at all (`'hang'`): plays a webhook receiver or a push service.
 */
export class LocalReceiver {
  readonly received: Received[] = [];
  answer: (request: Received) => number | 'hang' = () => 200;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      this.received.push(request);
      const status = this.answer(request);
      if (status === 'hang') return;
      if (status >= 300 && status < 400) res.setHeader('location', this.redirectTo ?? '/');
      res.statusCode = status;
      res.end(status >= 400 ? 'receiver says no' : '');
    });
  });
  redirectTo: string | undefined;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a push subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() shows. */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * What a browser does with a push (RFC 8291, aes128gcm): derive the key from its private key, the sender's
 * one-time public key and the auth secret, then decrypt and strip the padding. Written from the RFC, not with the
 * sending library, so a wrong encryption fails here.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserPushKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a push's VAPID authorisation (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by
 * that key, for the push service's origin. Answers the JWT's claims and the key.
 */
export function verifyVapid(headers: IncomingHttpHeaders, audience: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(headers.authorization ?? ''));
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [head, claims, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
  };
  if (payload.aud !== audience) throw new Error(`VAPID audience ${payload.aud}, expected ${audience}`);
  return { claims: payload, publicKey: match[2] };
}
