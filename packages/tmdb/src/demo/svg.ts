import { mix32 } from './prng';

/**
 * Small, legible SVG artwork for demo images: a two-colour gradient and a few shapes chosen from a hash, with
 * the title in readable type. Everything is drawn in a fixed design space; width and height scale it.
 */

export type Artwork = {
  /** Drives colours and shapes; different ids give different art. */
  hash: number;
  title: string;
  /** A second, smaller line (genres, "Season 2", "S1 · E3"). */
  subtitle?: string;
};

type Frame = { viewWidth: number; viewHeight: number; width: number; height: number };

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Average glyph width as a share of the font size, for wrapping without measuring. */
const GLYPH_WIDTH_RATIO = 0.56;
const MAX_TITLE_LINES = 4;
const MIN_FONT_SHRINK = 0.6;
const SHRINK_STEP = 0.85;
const ELLIPSIS = '…';

/** Greedy word wrap into at most `maxLines` lines, shrinking the font before truncating. */
export function fitText(text: string, boxWidth: number, baseSize: number, maxLines = MAX_TITLE_LINES) {
  for (let size = baseSize; ; size *= SHRINK_STEP) {
    const perLine = Math.max(4, Math.floor(boxWidth / (size * GLYPH_WIDTH_RATIO)));
    const lines = wrap(text, perLine);
    const isSmallest = size * SHRINK_STEP < baseSize * MIN_FONT_SHRINK;
    if (lines.length <= maxLines || isSmallest) {
      if (lines.length <= maxLines) return { size, lines };
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, Math.max(1, perLine - 1))}${ELLIPSIS}`;
      return { size, lines: kept };
    }
  }
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    // A single word longer than a line is cut, so hostile input cannot widen the image.
    const pieces =
      word.length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'gu')) ?? [word]) : [word];
    for (const piece of pieces) {
      if (line && line.length + 1 + piece.length > perLine) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const HUE_TURN = 360;
const SECOND_HUE_SPREAD = [40, 140] as const;

function palette(hash: number) {
  const h1 = hash % HUE_TURN;
  const spread = SECOND_HUE_SPREAD[0] + (mix32(hash) % (SECOND_HUE_SPREAD[1] - SECOND_HUE_SPREAD[0]));
  const h2 = (h1 + spread) % HUE_TURN;
  return {
    top: `hsl(${h1},55%,38%)`,
    bottom: `hsl(${h2},60%,16%)`,
    accent: `hsl(${(h1 + 180) % HUE_TURN},70%,70%)`,
  };
}

/** One of four decorations, placed from the hash. Shapes stay faint so text remains the focus. */
function decoration(hash: number, w: number, h: number, accent: string): string {
  const r = (salt: number, max: number) => mix32(hash ^ salt) % Math.max(1, Math.floor(max));
  switch (hash % 4) {
    case 0:
      return [1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${r(i, w)}" cy="${r(i * 7, h * 0.6)}" r="${w / 8 + r(i * 13, w / 4)}" fill="${accent}" opacity="0.18"/>`,
        )
        .join('');
    case 1:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${-w + i * (w / 2) + r(i, w / 3)}" y="0" width="${w / 9}" height="${h * 2}" fill="${accent}" opacity="0.12" transform="rotate(-30)"/>`,
        )
        .join('');
    case 2: {
      const horizon = h * 0.55;
      return `<circle cx="${w * 0.3 + r(5, w * 0.4)}" cy="${horizon - h * 0.08}" r="${w * 0.16}" fill="${accent}" opacity="0.35"/><path d="M0 ${horizon} L${w * 0.25} ${horizon - h * 0.12} L${w * 0.5} ${horizon - h * 0.03} L${w * 0.75} ${horizon - h * 0.16} L${w} ${horizon} V${h} H0 Z" fill="#000" opacity="0.25"/>`;
    }
    default: {
      const cx = r(9, w);
      const cy = r(11, h * 0.5);
      return [1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="${cx}" cy="${cy}" r="${(w / 7) * i}" fill="none" stroke="${accent}" stroke-width="${w / 90}" opacity="0.2"/>`,
        )
        .join('');
    }
  }
}

function open(frame: Frame, hash: number): string {
  const { top, bottom } = palette(hash);
  const id = `g${hash.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.viewWidth} ${frame.viewHeight}" role="img"><defs><linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`;
}

const TEXT_STYLE = 'fill="#fff" stroke="rgba(0,0,0,0.45)" stroke-width="2" paint-order="stroke"';
/**
 * Tinos and Arimo are the metric twins of Times New Roman and Arial that the API's rasteriser ships (it matches
 * families by name only); a browser finds Georgia or Times New Roman first.
 */
const SERIF = "Georgia,'Times New Roman',Tinos,serif";
const SANS = "'Helvetica Neue',Arial,Arimo,sans-serif";

function textBlock(
  lines: string[],
  x: number,
  lastBaseline: number,
  size: number,
  family: string,
  anchor: string,
) {
  const leading = size * 1.15;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(lastBaseline - (lines.length - 1 - i) * leading).toFixed(1)}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="700" text-anchor="${anchor}" ${TEXT_STYLE}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function subtitleText(text: string | undefined, x: number, y: number, size: number, anchor: string): string {
  if (!text) return '';
  return `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" letter-spacing="2" text-anchor="${anchor}" fill="#fff" opacity="0.85">${escapeXml(text.slice(0, 60))}</text>`;
}

/** Portrait 2:3 (posters). */
export function posterSvg(art: Artwork, width: number): string {
  const frame = { viewWidth: 400, viewHeight: 600, width, height: Math.round(width * 1.5) };
  const { accent } = palette(art.hash);
  const fit = fitText(art.title, 340, 46);
  return `${open(frame, art.hash)}${decoration(art.hash, 400, 600, accent)}<rect x="0" y="380" width="400" height="220" fill="#000" opacity="0.25"/>${textBlock(fit.lines, 200, 530, fit.size, SERIF, 'middle')}${subtitleText(art.subtitle, 200, 575, 15, 'middle')}</svg>`;
}

/** Landscape 16:9 (backdrops and episode stills). */
export function landscapeSvg(art: Artwork, width: number, { withText = true } = {}): string {
  const frame = { viewWidth: 640, viewHeight: 360, width, height: Math.round((width * 9) / 16) };
  const { accent } = palette(art.hash);
  const artwork = `${open(frame, art.hash)}${decoration(art.hash, 640, 360, accent)}`;
  if (!withText) return `${artwork}</svg>`;
  const fit = fitText(art.title, 560, 40, 2);
  return `${artwork}${subtitleText(art.subtitle, 40, 250, 16, 'start')}${textBlock(fit.lines, 40, 320, fit.size, SERIF, 'start')}</svg>`;
}

/** Portrait 2:3 profile: a silhouette, big initials and the name. */
/** A person's photo: a silhouette and their initials. Their name is left out: every page captions the photo with it. */
export function profileSvg(art: Artwork, width: number): string {
  const frame = { viewWidth: 400, viewHeight: 600, width, height: Math.round(width * 1.5) };
  const silhouette =
    '<circle cx="200" cy="215" r="85" fill="#fff" opacity="0.16"/><path d="M60 470 C60 350 340 350 340 470 V600 H60 Z" fill="#fff" opacity="0.16"/>';
  return `${open(frame, art.hash)}${silhouette}<text x="200" y="248" font-family="${SANS}" font-size="96" font-weight="700" text-anchor="middle" fill="#fff" opacity="0.9">${escapeXml(initials(art.title))}</text></svg>`;
}

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /\p{L}/u.test(w));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
