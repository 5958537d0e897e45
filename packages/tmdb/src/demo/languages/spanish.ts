import { genreNamesOf } from '@kinora/domain';
import { FIRST_NAMES } from '../prose';
import { FEMALE_NAMES } from '../words/people';
import * as es from '../words/spanish';
import { SEASON_NAME } from './season-names';
import { type DemoLanguage, writesFeminine } from './types';

function articles(noun: string, gender: 'f' | 'm') {
  return gender === 'f'
    ? { the: `la ${noun}`, of: `de la ${noun}`, a: `una ${noun}` }
    : { the: `el ${noun}`, of: `del ${noun}`, a: `un ${noun}` };
}

const LIST = new Intl.ListFormat('es', { type: 'conjunction' });

export const SPANISH: DemoLanguage = {
  locale: 'es',
  genres: genreNamesOf('es'),
  seasonName: SEASON_NAME.es,
  overview: {
    openers: es.OVERVIEW_OPENERS,
    middles: es.OVERVIEW_MIDDLES,
    closers: es.OVERVIEW_CLOSERS,
    slots(plan) {
      const heroIsFemale = plan.hero < FEMALE_NAMES.length;
      const [thing = '', gender = 'm'] = es.THINGS[plan.thing] ?? [];
      const [place = '', inPlace = '', ofPlace = ''] = es.PLACES[plan.place] ?? [];
      const role = es.ROLES[plan.role] ?? ['', ''];
      const forms = articles(thing, gender);
      return {
        hero: FIRST_NAMES[plan.hero] ?? '',
        ally: FIRST_NAMES[plan.ally] ?? '',
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
  taglines: es.TAGLINES,
  episodes: {
    pilot: 'Piloto',
    finales: es.EPISODE_FINALES,
    words: es.EPISODE_WORDS,
    chapter: (n, word) => `Capítulo ${n}: ${word}`,
  },
  biography: {
    openers: es.BIO_OPENERS,
    sentences: es.BIO_SENTENCES,
    slots(p, work, year) {
      const feminine = writesFeminine(p);
      const form = feminine ? 0 : 1;
      const jobs = es.JOBS[p.department] ?? es.JOBS.Acting;
      return {
        name: p.name,
        first: p.first,
        a_job: jobs?.[form] ?? '',
        nationality: es.NATIONALITIES[p.nationality]?.[form] ?? p.nationality,
        born: feminine ? 'Nacida' : 'Nacido',
        work,
        year,
      };
    },
    realDirector: (name, work) => `En este catálogo de demostración, ${name} firma la dirección de ${work}.`,
    noWork: 'varios proyectos independientes',
    list: (items) => LIST.format(items),
  },
  dubbedTrailers: { language: 'es', country: 'ES', names: es.DUBBED_TRAILERS },
};
