import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) understands for whole address ranges, and the ranges they stand for. */
export const PROXY_RANGE_NAMES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type AddressFamily = 'IPv4' | 'IPv6';

type Range = { family: AddressFamily; first: bigint; last: bigint };

const IPV4_LAST = (1n << 32n) - 1n;
const IPV6_LAST = (1n << 128n) - 1n;
/** ::ffff:0:0/96, IPv4 addresses written as IPv6. proxy-addr matches them as IPv4, never as IPv6. */
const MAPPED_FIRST = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_FIRST + IPV4_LAST;

/** An address, a CIDR or a range name in the form TRUST_PROXY accepts (see config/server.ts). */
export function isProxyEntry(entry: string): boolean {
  if (entry in PROXY_RANGE_NAMES) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The address families whose every address the entries trust together, by the rules proxy-addr matches with:
 * `0.0.0.0/1,128.0.0.0/1` trusts all of IPv4 as surely as `0.0.0.0/0` does, and `::ffff:0:0/96` all of IPv4
 * too (a mapped range matches IPv4 peers). Entries must have passed `isProxyEntry`.
 */
export function familiesTrustedWhole(entries: readonly string[]): AddressFamily[] {
  const ranges = entries.flatMap((entry) => (PROXY_RANGE_NAMES[entry] ?? [entry]).flatMap(toRange));
  const whole: AddressFamily[] = [];
  const ipv4 = gaps(
    ranges.filter((r) => r.family === 'IPv4'),
    IPV4_LAST,
  );
  if (ipv4.length === 0) whole.push('IPv4');
  // Native IPv6 peers never match the mapped block, so a gap there leaves no IPv6 peer untrusted.
  const ipv6 = gaps(
    ranges.filter((r) => r.family === 'IPv6'),
    IPV6_LAST,
  );
  if (ipv6.every(([first, last]) => first >= MAPPED_FIRST && last <= MAPPED_LAST)) whole.push('IPv6');
  return whole;
}

/** What one entry trusts, as proxy-addr reads it: nothing for a mapped range shorter than /96. */
function toRange(entry: string): Range[] {
  const [address = '', prefixText] = entry.split('/');
  if (isIP(address) === 4) return [span('IPv4', ipv4Value(address), prefixText, 32)];
  const value = ipv6Value(address);
  const isMapped = value >= MAPPED_FIRST && value <= MAPPED_LAST;
  if (isMapped && prefixText === undefined) return [span('IPv4', value - MAPPED_FIRST, undefined, 32)];
  const prefix = Number(prefixText ?? 128);
  // proxy-addr refuses /0 outright; whatever its address, it stands for every address.
  if (prefix === 0) return [span('IPv6', 0n, '0', 128)];
  if (isMapped) return prefix >= 96 ? [span('IPv4', value - MAPPED_FIRST, String(prefix - 96), 32)] : [];
  return [span('IPv6', value, prefixText, 128)];
}

function span(family: AddressFamily, value: bigint, prefixText: string | undefined, bits: number): Range {
  const hostBits = BigInt(bits - Number(prefixText ?? bits));
  const first = (value >> hostBits) << hostBits;
  return { family, first, last: first + (1n << hostBits) - 1n };
}

/** The stretches of [0, last] no range covers. */
function gaps(ranges: readonly Range[], last: bigint): Array<[bigint, bigint]> {
  const sorted = [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const found: Array<[bigint, bigint]> = [];
  let next = 0n;
  for (const range of sorted) {
    if (range.first > next) found.push([next, range.first - 1n]);
    if (range.last + 1n > next) next = range.last + 1n;
  }
  if (next <= last) found.push([next, last]);
  return found;
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Value(address: string): bigint {
  let text = address.split('%')[0] ?? '';
  // A trailing dotted quad (::ffff:10.0.0.1) is the last two groups.
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const value = ipv4Value(dotted);
    text = `${text.slice(0, -dotted.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].reduce((value, group) => (value << 16n) + BigInt(`0x${group}`), 0n);
}
