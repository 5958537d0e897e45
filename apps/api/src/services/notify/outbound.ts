import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '@kinora/domain';
import { isPrivateAddress } from './private-addresses';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** How a host name becomes addresses; tests hand in their own to play a name that resolves to loopback. */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type OutboundOptions = {
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses are allowed too. */
  allowPrivate: boolean;
  /** A call that has not answered by then has failed (WEBHOOK_TIMEOUT_MS); the queue tries again later. */
  timeoutMs: number;
  resolve?: Resolve;
};

export const PRIVATE_ADDRESS_MESSAGE =
  'That address points to a private or local network. Kinora only calls public addresses.';

/**
 * The one address a call to `url` will connect to, checked: every address the name has must be public (any of them
 * could be the one connected to), and the first is then used for the connection itself, so a name that answers
 * differently a moment later (DNS rebinding) cannot steer the call inward. Throws BAD_INPUT with a message people
 * can act on.
 */
export async function resolvePublicAddress(url: URL, options: OutboundOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new AppError('BAD_INPUT', `The host ${host} could not be found.`);
  }
  if (!options.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new AppError('BAD_INPUT', PRIVATE_ADDRESS_MESSAGE);
  }
  return addresses[0] as ResolvedAddress;
}

export type OutboundRequest = {
  url: string;
  headers: Record<string, string | number>;
  body: Buffer | string;
};

export type OutboundAnswer = { status: number; text: string };

/** How much of an answer we read: enough for a receiver's error message, bounded whatever it sends. */
const ANSWER_MAX_BYTES = 4096;

/**
 * POSTs to a checked public address (above) and answers its status and the start of its body. Redirects are not
 * followed (a 3xx is the answer), so an allowed address cannot hand the call on to a private one. Throws with a
 * short reason when the address is refused, the connection fails, or no answer comes within the timeout.
 */
export async function postOutbound(
  request: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundAnswer> {
  const url = new URL(request.url);
  const pinned = await resolvePublicAddress(url, options);
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const late = () => new Error(`no answer within ${options.timeoutMs} ms`);
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup,
        // Each call its own connection: a pooled socket could have been opened to another address.
        agent: false,
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_MAX_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          clearTimeout(deadline);
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_MAX_BYTES),
          });
        });
        res.on('error', fail);
      },
    );
    // The socket timeout covers silence; this covers a receiver that answers too slowly byte by byte.
    const deadline = setTimeout(() => req.destroy(late()), options.timeoutMs);
    function fail(error: Error) {
      clearTimeout(deadline);
      reject(error);
    }
    req.on('timeout', () => req.destroy(late()));
    req.on('error', fail);
    req.end(request.body);
  });
}

/** A short reason for a failed call, as the settings show it. */
export function describeOutboundFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 300);
}
