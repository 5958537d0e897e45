/**
 * Demo image paths: `/demo/{seed}/{kind}-{entity}{id}.svg`.
 * kind: p poster, b backdrop, f face (profile), s still. entity: m movie, t TV show, n season, e episode,
 * c person (cast and crew). The seed is in the path so the image can be drawn from the path alone.
 */
export type ImageKind = 'p' | 'b' | 'f' | 's';
export type ImageEntity = 'm' | 't' | 'n' | 'e' | 'c';
export type DemoImageRef = { seed: number; kind: ImageKind; entity: ImageEntity; id: number };

/** Longest path we bother parsing; real ones are about 30 characters. */
const MAX_PATH_CHARS = 64;
const PATH_PATTERN = /^\/demo\/(\d{1,10})\/([pbfs])-([mtnec])(\d{1,9})\.svg$/;
const MAX_UINT32 = 0xffffffff;

export function demoImagePath(seed: number, kind: ImageKind, entity: ImageEntity, id: number): string {
  return `/demo/${seed}/${kind}-${entity}${id}.svg`;
}

export function parseDemoImagePath(path: unknown): DemoImageRef | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_CHARS) return null;
  const match = PATH_PATTERN.exec(path);
  if (!match) return null;
  const [, seedText, kind, entity, idText] = match;
  const seed = Number(seedText);
  if (seed > MAX_UINT32) return null;
  return { seed, kind: kind as ImageKind, entity: entity as ImageEntity, id: Number(idText) };
}
