import type { PlayerSource } from '@kinora/domain';
import type { Deps } from '../../deps';

/** The operator's player sources (PLAYER_SOURCES_FILE); the web app adds the built-in trailer source itself. */
export function listPlayerSources(deps: Deps): PlayerSource[] {
  return deps.config.playerSources;
}

/** The origins the player may frame, for the Content-Security-Policy. */
export function playerFrameOrigins(sources: readonly PlayerSource[]): string[] {
  const origins = new Set<string>();
  for (const source of sources) {
    for (const template of [source.movieUrl, source.tvUrl]) {
      if (template) origins.add(new URL(template.replace(/\{[a-z]+\}/g, '0')).origin);
    }
  }
  return [...origins];
}
