import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 to the plain TrueType/OpenType file inside it. The picture renderer reads only TrueType/OpenType, and
 * the fonts we ship come from npm as WOFF: a WOFF file is the same tables, each zlib-compressed when that
 * saved space, behind a different header. See https://www.w3.org/TR/WOFF/.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const pad4 = (n: number) => (n + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < WOFF_HEADER_BYTES || input.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return { tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data };
  });

  // The offset table's binary-search fields, as the OpenType spec defines them.
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  let offset = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const total = tables.reduce((sum, t) => sum + pad4(t.data.length), offset);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * SFNT_ENTRY_BYTES - searchRange, 10);
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
