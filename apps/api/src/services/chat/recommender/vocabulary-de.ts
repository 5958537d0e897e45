import {
  type ForeignMoods,
  genre,
  genreOf,
  media,
  mood,
  says,
  type Vocabulary,
  wordList,
} from './foreign-rules';

/**
 * German words for what the English rules understand (issue 28), over folded text (no umlauts: "Komödie" reads
 * "komodie"). German writes a genre and its kind as one word ("Horrorfilme", "Krimiserie"): those compounds are
 * read as both. Words English uses too ("Action", "Horror", "Thriller", "Drama", "Film") are left to the English
 * rules, which mean the same, so an English question never reads as German.
 */

/** A genre's German stems, followed by "film", "filme", "streifen" or "serie", "serien". */
const compound = (stems: string) => `(?:${stems})`;
const asMovie = (stems: string) => `${compound(stems)}(?:filmen?|filme|streifen)`;
const asShow = (stems: string) => `${compound(stems)}(?:serien?)`;

/** Genres with their German stems; the compounds come first so "Horrorfilm" is not read as "horror" alone. */
const GENRES: readonly [stems: string, concepts: Parameters<typeof genre>[1][], bare?: string][] = [
  ['liebeskomodien?|romantische komodien?', ['romance', 'comedy']],
  ['action', ['action']],
  ['abenteuer', ['adventure'], 'abenteuer|abenteuerlich(?:e|en)?'],
  ['zeichentrick|animations?|trick', ['animation'], 'zeichentrick|animiert(?:e|en)?'],
  ['komodien?|comedy|komik', ['comedy'], 'komodien?|lustig(?:e|en|es)?|witzig(?:e|en|es)?|zum lachen'],
  ['krimi|kriminal|gangster|polizei|mafia', ['crime'], 'krimis?|kriminal\\w*'],
  ['dokumentar|doku', ['documentary'], 'dokus?|dokumentation(?:en)?|dokumentarisch(?:e|en)?'],
  ['familien', ['family'], 'familie|familien'],
  ['fantasy|fantasie|marchen', ['fantasy'], 'marchen|magisch(?:e|en)?|zauber\\w*'],
  [
    'historien|geschichts|kostum',
    ['history'],
    'historisch(?:e|en)?|geschichtlich(?:e|en)?|wahre geschichten?',
  ],
  ['horror|grusel', ['horror'], 'grusel\\w*'],
  ['musik', ['music'], 'musik'],
  ['mystery|detektiv|ratsel', ['mystery'], 'ratsel\\w*|detektiv\\w*'],
  ['liebes', ['romance'], 'romantisch(?:e|en|es)?|romantik|liebesgeschichten?|romanzen?'],
  ['science fiction |sci fi |weltraum|zukunfts', ['scifi'], 'weltraum|zukunft|futuristisch(?:e|en)?'],
  ['thriller|spionage|agenten', ['thriller'], 'spionage'],
  ['kriegs', ['war'], 'krieg|kriege|militar'],
  ['western|cowboy', ['western'], 'wilder westen|wilden westen'],
];

function genreRules() {
  return GENRES.flatMap(([stems, concepts, bare]) => [
    genreOf(asMovie(stems), 'movie', ...concepts),
    genreOf(asShow(stems), 'tv', ...concepts),
    ...(bare ? [genre(bare, ...concepts)] : []),
  ]);
}

function rules(moods: ForeignMoods) {
  return [
    // Moods first: "für die ganze Familie" is a family night, not the family genre.
    mood(
      'gute laune|gut gelaunt(?:e|en)?|zum wohlfuhlen|wohlfuhl\\w*|herzerwarmend(?:e|en)?|aufmunternd(?:e|en)?|leicht(?:e|en)? kost|entspannt(?:e|en)?|heiter(?:e|en)?',
      moods.feelGood,
    ),
    mood(
      'gruselig(?:e|en|es)?|unheimlich(?:e|en|es)?|angst einjagend|zum furchten|schaurig(?:e|en)?',
      moods.scary,
    ),
    mood(
      'traurig(?:e|en|es)?|beruhrend(?:e|en|es)?|zum weinen|emotional(?:e|en)|bewegend(?:e|en)?',
      moods.sad,
    ),
    mood(
      'spannend(?:e|en|es)?|packend(?:e|en|es)?|nervenaufreibend(?:e|en)?|fesselnd(?:e|en)?',
      moods.thrilling,
    ),
    mood(
      '(?:fur|mit) (?:die )?(?:ganze )?familie|familienabend|fur (?:die )?kinder|mit (?:den |meinen )?kindern|kinderfreundlich(?:e|en)?',
      moods.familyNight,
    ),
    mood('dunkel(?:e|en|es)?|duster(?:e|en|es)?|brutal(?:e|en|es)|gewalttatig(?:e|en)?', moods.dark),
    mood('verwirrend(?:e|en)?|mit twist|zum nachdenken|wendungsreich(?:e|en)?', moods.mindBending),
    ...genreRules(),
    says('koreanische (?:serien?|dramas?)', { kind: 'origin', origin: 'kdrama', media: 'tv' }),
    says('japanische (?:animation|zeichentrick\\w*)', { kind: 'origin', origin: 'anime' }),
    media('fernsehserien?|tv serien?|serien|sendungen?|staffeln?|folgen', 'tv'),
    media('filme|spielfilme?|kinofilme?', 'movie'),
    says(
      'auch wenn ich (?:ihn|sie|es|die) (?:schon )?(?:gesehen|geschaut) habe|nochmal (?:sehen|schauen|gucken)|schon gesehen',
      { kind: 'watched' },
      false,
    ),
    says('andere|mehr davon|noch mehr|weitere', { kind: 'more' }, false),
    says('neu(?:e|en|er|es)?|neuere|neueste|aktuell(?:e|en)?|neuerscheinungen?', {
      kind: 'era',
      era: 'recent',
    }),
    says('alt(?:e|en|es)|altere|von fruher', { kind: 'era', era: 'old' }),
    says('klassiker', { kind: 'quality', quality: 'acclaimed', old: true }, false),
    says(
      'beste|besten|bestbewertet(?:e|en)?|meisterwerke?|kult\\w*|preisgekront(?:e|en)?',
      { kind: 'quality', quality: 'acclaimed' },
      false,
    ),
    says('beliebt(?:e|en|es)?|angesagt(?:e|en)?|im trend|gerade im trend', {
      kind: 'quality',
      quality: 'popular',
    }),
    says('kurz(?:e|en|er|es)?|kurzere', { kind: 'length', length: { kind: 'short', maxMinutes: 100 } }),
    says('lang(?:e|en)|langere', { kind: 'length', length: { kind: 'long', minMinutes: 150 } }),
  ];
}

export const GERMAN: Vocabulary = {
  rules,
  referenceTriggers: 'ahnlich wie|so wie|wie|im stil von|vergleichbar mit|in der art von',
  negations: 'kein|keine|keinen|keiner|keinem|ohne|nicht|nichts|ausser|bloss kein|bitte kein',
  negationSofteners: 'zu|so|allzu|wirklich|mit|uber|zu viel|viel|sehr|mehr',
  decades: [
    { pattern: '(?:(?:die|der|den|aus den|in den) )?((?:19|20)?\\d0)(?:er|ern)(?: ?jahren?)?' },
    {
      pattern:
        '(?:(?:die|der|den|aus den|in den) )?(funfziger|sechziger|siebziger|achtziger|neunziger)(?:n| ?jahren?)?',
      words: { funfziger: 1950, sechziger: 1960, siebziger: 1970, achtziger: 1980, neunziger: 1990 },
    },
  ],
  markers: wordList(
    'ich ein eine einen einem mit fur mochte mochten suche bitte etwas gib zeig zeige empfiehl oder und',
  ),
  fillerWords: wordList(
    `ich mir mich mein meine meinen du dir dein wir uns ein eine einen einem einer eines der die das den dem des
     und oder mit fur zum zur von vom aus in im an am auf bei nach uber was welche welcher welches etwas gibt es
     gib zeig zeige empfiehl empfiehlst empfehle empfehlen vorschlag vorschlage suche such mochte mochten will
     hatte hatten gern gerne bitte danke hallo heute abend jetzt gut gute guten guter gutes schone sehr so ganz
     mal noch ist sind schauen anschauen ansehen gucken sehen kann konnen irgendwas irgendein irgendeinen was
     zu wie ahnlich stil art vergleichbar kein keine keinen keiner keinem ohne nicht nichts ausser bloss`,
  ),
};
