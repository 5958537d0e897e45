import { CHAT, type MediaType } from '@kinora/domain';
import { z } from 'zod';

/**
 * What a hosted model answered, read defensively: its text is untrusted. Reasoning traces (<think>...</think>)
 * are dropped, a JSON object is dug out of code fences or surrounding chatter, every field is checked and
 * capped, and anything that does not fit the shape is malformed rather than half-trusted.
 */

export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

export type ModelTitle = { title: string; year?: number; media?: MediaType };
export type ModelAnswer = { intro: string; contentType?: MediaType; titles: ModelTitle[] };

/** A model may list more than we show; the extra ones are spares for titles the catalogue lacks. */
const MAX_MODEL_TITLES = CHAT.MAX_TITLES * 2;
const MAX_TITLE_CHARS = 200;

/** The reasoning some models write before answering, closed or (when cut off) still open. */
const REASONING = /<(think|thinking|reasoning)>[\s\S]*?(?:<\/\1>|$)/gi;

export function stripReasoning(text: string): string {
  return text.replace(REASONING, '');
}

/** Control characters out, runs of whitespace to one space, capped; applied the same way to every prefix. */
export function cleanText(text: string, max: number = CHAT.INTRO_MAX_CHARS): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trimStart()
      .slice(0, max)
  );
}

function toMedia(value: unknown): MediaType | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase();
  if (['tv', 'show', 'tv show', 'series', 'tv series', 'shows'].includes(v)) return 'tv';
  if (['movie', 'movies', 'film', 'films'].includes(v)) return 'movie';
  return undefined;
}

const titleSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(MAX_TITLE_CHARS * 2),
  year: z.union([z.number(), z.string()]).nullish(),
  media: z.unknown().optional(),
});

const answerSchema = z.object({
  intro: z
    .string()
    .max(CHAT.INTRO_MAX_CHARS * 10)
    .optional(),
  contentType: z.unknown().optional(),
  titles: z.array(z.unknown()).max(100).optional(),
});

/** One listed title, or undefined when it is not a title object (a stray string, a number). */
export function readModelTitle(raw: unknown): ModelTitle | undefined {
  const parsed = titleSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const year = Number(parsed.data.year);
  return {
    title: cleanText(parsed.data.title, MAX_TITLE_CHARS).trim(),
    year: Number.isInteger(year) && year > 1800 && year < 3000 ? year : undefined,
    media: toMedia(parsed.data.media),
  };
}

/** The JSON object of an answer: inside ``` fences if there are any, else from the first { to the last }. */
export function extractJson(text: string): string {
  const visible = stripReasoning(text);
  const fenced = /```(?:json)?\s*([\s\S]*?)(?:```|$)/i.exec(visible);
  const body = fenced?.[1] ?? visible;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) throw new MalformedAnswer('no JSON object in the answer');
  return body.slice(start, end + 1);
}

export function parseModelAnswer(text: string): ModelAnswer {
  let json: unknown;
  try {
    json = JSON.parse(extractJson(text));
  } catch (error) {
    if (error instanceof MalformedAnswer) throw error;
    throw new MalformedAnswer('the answer is not valid JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new MalformedAnswer('the answer does not have the expected fields');
  const titles = (parsed.data.titles ?? [])
    .map(readModelTitle)
    .filter((t): t is ModelTitle => t !== undefined)
    .slice(0, MAX_MODEL_TITLES);
  return {
    intro: cleanText(parsed.data.intro ?? '').trim(),
    contentType: toMedia(parsed.data.contentType),
    titles,
  };
}
