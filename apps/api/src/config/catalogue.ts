import { readFileSync } from 'node:fs';
import type { FunLinks, PlayerSource } from '@kinora/domain';
import { funLinksSchema, playerSourceListSchema } from '@kinora/domain/schemas';
import { z } from 'zod';
import { DEFAULT_FUN_LINKS } from '../services/fun/default-links';
import { ConfigError } from './config-error';
import { optionalText, optionalUrl } from './fields';

/** The catalogue (TMDB), and the operator's own lists: player sources, Fun links, the community chat. */
export const catalogueEnv = {
  TMDB_API_KEY: optionalText,
  TMDB_READ_TOKEN: optionalText,
  TMDB_BASE_URL: optionalUrl.default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: optionalUrl.default('https://image.tmdb.org/t/p/'),
  // Requests per second to TMDB across all instances sharing REDIS_URL (one counter per TMDB key). TMDB allows
  // about 50; staying under it keeps its 429s away. Without Redis each instance is on its own.
  TMDB_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a whole number of requests per second' })
    .int({ error: 'must be a whole number of requests per second' })
    .min(1, { error: 'must be at least 1' })
    .max(10_000, { error: 'must be at most 10000' })
    .default(40),
  PLAYER_SOURCES_FILE: optionalText,
  FUN_LINKS_FILE: optionalText,
  COMMUNITY_CHAT_URL: optionalText.pipe(
    z
      .url({ protocol: /^https$/, error: 'must be an https address such as https://chat.example/kinora' })
      .optional(),
  ),
};

/**
 * A configuration file of JSON checked by `schema`. A file that is missing, is not JSON or breaks the schema stops
 * the start with one line naming the setting, the file and the first problem.
 */
function readJsonSetting<T>(
  setting: string,
  file: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.ZodError } },
): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${setting}: cannot read ${file} as JSON (${(error as Error).message})`,
    );
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration:\n  ${setting}: ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The operator's player sources (docs/product/player.md): a JSON list of `{name, description, flags, movieUrl, tvUrl}`. */
export function readPlayerSources(file: string | undefined): PlayerSource[] {
  return file ? readJsonSetting('PLAYER_SOURCES_FILE', file, playerSourceListSchema) : [];
}

/**
 * The Fun section's links (docs/product/fun.md): a JSON object with the lists `live`, `documentaries`, `games`,
 * `news` and `adult`, each of `{title, description, url, open}`. Without a file, safe public defaults and no adult
 * links.
 */
export function readFunLinks(file: string | undefined): FunLinks {
  return file ? readJsonSetting('FUN_LINKS_FILE', file, funLinksSchema) : DEFAULT_FUN_LINKS;
}
