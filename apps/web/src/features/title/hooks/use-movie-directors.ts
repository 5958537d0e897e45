import { useTitleCredits } from '../api/use-title-credits';

/** The film's directors (crew with job 'Director'), once, in credit order; empty until the credits answer. */
export function useMovieDirectors(id: number): { id: number; name: string }[] {
  const credits = useTitleCredits('movie', id);
  const seen = new Set<number>();
  return (credits.data?.crew ?? [])
    .filter((member) => member.job === 'Director' && !seen.has(member.id) && seen.add(member.id))
    .map(({ id: personId, name }) => ({ id: personId, name }));
}
