import type { Locale, MediaType } from '@kinora/domain';
import { describeRequest, listOf } from './describe';
import type { Intent } from './intent';
import { introIn, isEnglish } from './localized';
import { hashText } from './text';

/**
 * The answer's first sentence says back what was understood, then how many titles follow: "Scary movies,
 * not gory: here are 8." or "K-dramas about revenge: 8 to try." Notes about the list come after it.
 */

export type IntroFacts = {
  intent: Intent;
  media: MediaType;
  count: number;
  query: string;
  personRole?: 'cast' | 'crew';
  followsUp: boolean;
  /** Titles that fit but were left out because the viewer watched them. */
  watchedLeftOut: number;
  /** How many of the titles come from the viewer's watch-later list. */
  fromWatchLater: number;
  /** Titles the viewer loved or watched lately that steered a "just recommend something" answer. */
  basedOn: string[];
  /** `basedOn` names titles the viewer loved (rated 4 stars or more), not just watched. */
  basedOnLoved?: boolean;
  /** Fewer fit than were asked for. */
  short: boolean;
  /** Nothing specific was asked for and no history steered it: these are what is popular now. */
  generic: boolean;
  /** The viewer's language; English when absent. */
  locale?: Locale;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function writeIntro(f: IntroFacts): string {
  if (f.locale && !isEnglish(f.locale)) return introIn(f.locale, f);
  const { phrase, notes } = describeRequest(f.intent, f.media, f.count, f.personRole);
  const n = f.count;
  const more = f.intent.wantsMore && f.followsUp ? ' more' : '';
  const head = capitalised([phrase, ...notes].join(', '));
  const tails = [
    `here ${n === 1 ? 'is' : 'are'} ${n}${more}`,
    `${n}${more} to try`,
    `${n}${more} you might enjoy`,
  ];
  let intro = `${head}: ${tails[hashText(f.query) % tails.length]}`;
  if (f.basedOn.length > 0)
    intro = `Based on what you ${f.basedOnLoved ? 'loved' : 'watched lately'} (${listOf(f.basedOn)}), here are ${n} ${[phrase, ...notes].join(', ')}`;
  else if (f.generic) intro = `Here are ${n} ${phrase} people are watching right now`;
  const sentences: string[] = [`${intro}.`];
  if (f.fromWatchLater > 0)
    sentences.push(
      `${f.fromWatchLater === 1 ? 'One is' : `${f.fromWatchLater} are`} from your watch-later list.`,
    );
  if (f.short) sentences.push(`That's all I could find that fits.`);
  if (f.watchedLeftOut > 0)
    sentences.push(`I left out ${f.watchedLeftOut === 1 ? 'one' : f.watchedLeftOut} you've already watched.`);
  return sentences.join(' ');
}
