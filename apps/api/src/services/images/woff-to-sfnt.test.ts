import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/tinos/files/tinos-latin-700-normal.woff'));

/** OpenType's table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font, byte for byte as the font declared it', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 12 + i * 16;
      const tag = sfnt.subarray(entry, entry + 4).toString('latin1');
      tags.push(tag);
      const offset = sfnt.readUInt32BE(entry + 8);
      expect(offset % 4).toBe(0);
      const table = sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12));
      // head's checksum is taken with its checkSumAdjustment zeroed.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect(checksum(table)).toBe(sfnt.readUInt32BE(entry + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'name']));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough to have a header....'))).toThrow(
      /WOFF/,
    );
  });
});
