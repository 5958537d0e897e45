import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import encodeWebp, { init as initWebp } from '@jsquash/webp/encode.js';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The picture worker (a worker thread, started by raster-pool.ts): turns an SVG drawing into WebP. Drawing and
 * encoding take tens to hundreds of milliseconds of CPU each, which on the server's own thread would hold up
 * every other request. Both steps are WebAssembly (resvg, libwebp), so no native binary is involved, and the
 * fonts come from npm packages, never from the machine: every server draws the same pixels.
 */
export type RasterRequest = { id: number; svg: string };
export type RasterReply = { id: number; webp: Uint8Array } | { id: number; error: string };

/**
 * Tinos and Arimo are metric twins of Times New Roman and Arial. The drawings name them (tmdb's svg.ts): resvg
 * finds a family by its name reliably, by a generic name (serif) less so once a family has several files.
 */
const FONT_FAMILIES = { serif: 'Tinos', sans: 'Arimo' } as const;
const FONT_FILES = [
  { pkg: '@fontsource/tinos', weight: /-700-normal\.woff$/ },
  { pkg: '@fontsource/arimo', weight: /-(400|700)-normal\.woff$/ },
] as const;
/** Quality 80 keeps the titles’ edges clean; method 2 makes files within 2% of method 4’s in half the time. */
const WEBP_OPTIONS = { quality: 80, method: 2 } as const;

const require = createRequire(import.meta.url);
/** The global WebAssembly object; the project's TypeScript libraries (ES2023, no DOM) do not declare it. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } })
  .WebAssembly;

function loadFonts(): Uint8Array[] {
  return FONT_FILES.flatMap(({ pkg, weight }) => {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    // fontsource splits each face by script (latin, latin-ext, greek...): every file is one more face of the
    // family, filling in the characters the others lack.
    return readdirSync(join(dir, 'files'))
      .filter((name) => weight.test(name))
      .sort()
      .map((name) => woffToSfnt(readFileSync(join(dir, 'files', name))));
  });
}

async function start() {
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  // Node 20's WebAssembly has SIMD, so the SIMD build of the encoder is the one to load.
  const webpWasm = readFileSync(
    join(dirname(require.resolve('@jsquash/webp/encode.js')), 'codec/enc/webp_enc_simd.wasm'),
  );
  await initWebp(await wasm.compile(webpWasm));
  const fontBuffers = loadFonts();
  const font = {
    fontBuffers,
    defaultFontFamily: FONT_FAMILIES.sans,
    serifFamily: FONT_FAMILIES.serif,
    sansSerifFamily: FONT_FAMILIES.sans,
  };
  return async (svg: string): Promise<Uint8Array> => {
    const resvg = new Resvg(svg, { font });
    const image = resvg.render();
    const { width, height } = image;
    const pixels = new Uint8ClampedArray(image.pixels);
    image.free();
    resvg.free();
    const encoded = await encodeWebp(
      { data: pixels, width, height, colorSpace: 'srgb' } as unknown as Parameters<typeof encodeWebp>[0],
      WEBP_OPTIONS,
    );
    return new Uint8Array(encoded);
  };
}

const port = parentPort;
if (port) {
  const ready = start();
  port.on('message', async ({ id, svg }: RasterRequest) => {
    try {
      const webp = await (await ready)(svg);
      port.postMessage({ id, webp } satisfies RasterReply, [webp.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RasterReply);
    }
  });
}
