import { parseQuestion } from './parse-question';

/** Whether a question asks to include titles the viewer already watched ("even if I've seen it"). */
export function asksForWatched(query: string, currentYear: number): boolean {
  return parseQuestion(query, currentYear).matches.some((m) => m.effect.kind === 'watched');
}
