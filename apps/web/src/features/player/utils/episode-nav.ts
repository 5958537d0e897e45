/** Prev only above episode 1; Next only below the season's episode count (unknown count: no Next). */
export function episodeNeighbours(
  episode: number,
  totalEpisodes: number | undefined,
): { previous: number | null; next: number | null } {
  return {
    previous: episode > 1 ? episode - 1 : null,
    next: totalEpisodes !== undefined && episode < totalEpisodes ? episode + 1 : null,
  };
}
