import { CHAT, type ChatContextEntry, type Locale } from '@kinora/domain';

/**
 * The conversation as a hosted model sees it: instructions with the exact JSON shape to answer in, the last
 * turns of the chat (each earlier answer as its intro and the names of its titles, so "the second one" can be
 * understood), then the question. Nothing about the viewer leaves the server: no names, no e-mail, no history.
 */

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Earlier answers are summarised to this many characters; the model needs the gist, not the essay. */
const CONTEXT_TEXT_CHARS = 400;

const INSTRUCTIONS = [
  "You are the movie and TV recommender of Kinora, a streaming catalogue. Recommend real, existing movies or TV shows that fit the viewer's request.",
  `Recommend between ${CHAT.MIN_TITLES} and ${CHAT.MAX_TITLES} titles, all movies or all TV shows.`,
  'Answer with one JSON object and nothing else: no markdown, no code fences, no text before or after it.',
  'The JSON object has exactly these fields:',
  '{"intro": "one or two short, friendly sentences about your picks", "contentType": "movie" or "tv", "titles": [{"title": "the exact original title", "year": release year as a number, "media": "movie" or "tv"}]}',
  'If the request is not about movies or TV, answer {"intro": "a short, friendly note saying what you can help with", "contentType": "movie", "titles": []}.',
  'Use plain text in "intro": no HTML, no markdown, no links.',
];

/** The language's English name ("Japanese", "Brazilian Portuguese"): models follow a named language best. */
function languageName(locale: Locale): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
}

/**
 * The instructions, ending with the viewer's language (issue 28): the intro is written in it whatever language the
 * question came in, while titles stay as the catalogue knows them (their original titles) so they can be found.
 */
export function systemPrompt(locale: Locale): string {
  return [
    ...INSTRUCTIONS,
    `Write "intro" in ${languageName(locale)} (${locale}), the viewer's language, whatever language the request is in. Keep "title" the exact original title.`,
  ].join('\n');
}

function summarise(entry: ChatContextEntry): string {
  const names = (entry.data ?? []).map((t) => t.title ?? t.name).filter((n): n is string => Boolean(n));
  return JSON.stringify({
    intro: (entry.datatext ?? '').slice(0, CONTEXT_TEXT_CHARS),
    contentType: entry.contentType ?? 'movie',
    titles: names.map((title) => ({ title })),
  });
}

export function buildMessages(
  query: string,
  history: readonly ChatContextEntry[],
  locale: Locale,
): PromptMessage[] {
  const turns = history.slice(-CHAT.CONTEXT_ENTRIES).flatMap((entry): PromptMessage[] => [
    { role: 'user', content: entry.query },
    { role: 'assistant', content: summarise(entry) },
  ]);
  return [{ role: 'system', content: systemPrompt(locale) }, ...turns, { role: 'user', content: query }];
}
