import { genreNamesOf } from '@kinora/domain';
import { FIRST_NAMES } from '../prose';
import * as fr from '../words/french';
import { FEMALE_NAMES } from '../words/people';
import { SEASON_NAME } from './season-names';
import { type DemoLanguage, writesFeminine } from './types';

/** Before a vowel or a mute h (every h of the list is mute) the article elides: l'île, de l'orage. */
const elides = (noun: string) => /^[aeiouyàâéèêëîïôœh]/i.test(noun);

function articles(noun: string, gender: 'f' | 'm') {
  if (elides(noun))
    return { the: `l’${noun}`, of: `de l’${noun}`, a: `${gender === 'f' ? 'une' : 'un'} ${noun}` };
  return gender === 'f'
    ? { the: `la ${noun}`, of: `de la ${noun}`, a: `une ${noun}` }
    : { the: `le ${noun}`, of: `du ${noun}`, a: `un ${noun}` };
}

const LIST = new Intl.ListFormat('fr', { type: 'conjunction' });

export const FRENCH: DemoLanguage = {
  locale: 'fr',
  genres: genreNamesOf('fr'),
  seasonName: SEASON_NAME.fr,
  overview: {
    openers: fr.OVERVIEW_OPENERS,
    middles: fr.OVERVIEW_MIDDLES,
    closers: fr.OVERVIEW_CLOSERS,
    slots(plan) {
      const heroIsFemale = plan.hero < FEMALE_NAMES.length;
      const [thing = '', gender = 'm'] = fr.THINGS[plan.thing] ?? [];
      const [place = '', inPlace = '', ofPlace = ''] = fr.PLACES[plan.place] ?? [];
      const role = fr.ROLES[plan.role] ?? ['', ''];
      const forms = articles(thing, gender);
      return {
        hero: FIRST_NAMES[plan.hero] ?? '',
        ally: FIRST_NAMES[plan.ally] ?? '',
        hero_pronoun: heroIsFemale ? 'elle' : 'il',
        role: heroIsFemale ? role[0] : role[1],
        place,
        in_place: inPlace,
        of_place: ofPlace,
        thing: forms.the,
        a_thing: forms.a,
        of_thing: forms.of,
      };
    },
  },
  taglines: fr.TAGLINES,
  episodes: {
    pilot: 'Pilote',
    finales: fr.EPISODE_FINALES,
    words: fr.EPISODE_WORDS,
    chapter: (n, word) => `Chapitre ${n} : ${word}`,
  },
  biography: {
    openers: fr.BIO_OPENERS,
    sentences: fr.BIO_SENTENCES,
    slots(p, work, year) {
      const feminine = writesFeminine(p);
      const form = feminine ? 0 : 1;
      const jobs = fr.JOBS[p.department] ?? fr.JOBS.Acting;
      return {
        name: p.name,
        first: p.first,
        a_job: jobs?.[form] ?? '',
        nationality: fr.NATIONALITIES[p.nationality]?.[form] ?? p.nationality,
        born: feminine ? 'Née' : 'Né',
        work,
        year,
      };
    },
    realDirector: (name, work) =>
      `Dans ce catalogue de démonstration, ${name} signe la réalisation de ${work}.`,
    noWork: 'plusieurs projets indépendants',
    list: (items) => LIST.format(items),
  },
  dubbedTrailers: { language: 'fr', country: 'FR', names: fr.DUBBED_TRAILERS },
};
