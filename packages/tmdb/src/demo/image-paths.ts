/**
 * Demo image paths: `/demo/{seed}/{kind}-{entity}{id}.{format}`.
 * kind: p poster, b backdrop, f face (profile), s still. entity: m movie, t TV show, n season, e episode,
 * c person (cast and crew). The seed is in the path so the image can be drawn from the path alone.
 * format: the catalogue hands out `webp` (the API rasterises the drawing: a browser gives every SVG picture a
 * document of its own, a main-thread cost a page of posters pays twenty times); `svg` still names the same
 * drawing as vector, which lists saved before the change still hold.
 */
export type ImageKind = 'p' | 'b' | 'f' | 's';
export type ImageEntity = 'm' | 't' | 'n' | 'e' | 'c';
export type DemoImageFormat = 'svg' | 'webp';
export type DemoImageRef = {
  seed: number;
  kind: ImageKind;
  entity: ImageEntity;
  id: number;
  format: DemoImageFormat;
};

/** Longest path we bother parsing; real ones are about 30 characters. */
const MAX_PATH_CHARS = 64;
const PATH_PATTERN = /^\/demo\/(\d{1,10})\/([pbfs])-([mtnec])(\d{1,9})\.(svg|webp)$/;
const MAX_UINT32 = 0xffffffff;

export function demoImagePath(seed: number, kind: ImageKind, entity: ImageEntity, id: number): string {
  return `/demo/${seed}/${kind}-${entity}${id}.webp`;
}

export function parseDemoImagePath(path: unknown): DemoImageRef | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_CHARS) return null;
  const match = PATH_PATTERN.exec(path);
  if (!match) return null;
  const [, seedText, kind, entity, idText, format] = match;
  const seed = Number(seedText);
  if (seed > MAX_UINT32) return null;
  return {
    seed,
    kind: kind as ImageKind,
    entity: entity as ImageEntity,
    id: Number(idText),
    format: format as DemoImageFormat,
  };
}
