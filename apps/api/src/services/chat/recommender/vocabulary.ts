import type { MediaType } from '@kinora/domain';
import { foreignRules } from './foreign-vocabulary';
import type { GenreConcept } from './genre-concepts';
import type { Length, Mood, Origin, Quality } from './intent';
import { THEMES, type Theme } from './themes';

/**
 * The words the built-in recommender understands, as phrases over folded text (see text.ts) and what each one
 * means. Rules are tried in order and a phrase is used once, so longer phrases come before their parts
 * ("romantic comedy" before "romantic", "k drama" before "drama"). A negatable rule read after "not", "no",
 * "without" or "except" rules its meaning out instead ("not gory", "no anime", "nothing old").
 */

export type Effect =
  | { kind: 'media'; media: MediaType }
  | { kind: 'genre'; concepts: readonly GenreConcept[]; media?: MediaType }
  | { kind: 'mood'; mood: Mood }
  | { kind: 'theme'; theme: Theme }
  | { kind: 'origin'; origin: Origin; media?: MediaType }
  | { kind: 'language'; code: string; label: string }
  | { kind: 'length'; length: Length }
  | { kind: 'quality'; quality: Quality; old?: boolean }
  | { kind: 'era'; era: 'recent' | 'old' | 'upcoming' | 'this-year' | 'last-year' }
  | { kind: 'watched' }
  | { kind: 'more' }
  /** Understood, changes nothing: "recommend", "haven't seen", "tonight". */
  | { kind: 'filler' };

/** `foreign`: words of another language (foreign-vocabulary.ts); a question using one is read as such. */
export type Rule = { phrases: string; effect: Effect; also?: Effect; negatable?: boolean; foreign?: boolean };

const genre = (phrases: string, ...concepts: GenreConcept[]): Rule => ({
  phrases,
  effect: { kind: 'genre', concepts },
  negatable: true,
});
const mood = (phrases: string, m: Mood): Rule => ({
  phrases,
  effect: { kind: 'mood', mood: m },
  negatable: true,
});
const media = (phrases: string, m: MediaType): Rule => ({
  phrases,
  effect: { kind: 'media', media: m },
  negatable: true,
});
const language = (phrases: string, code: string, label: string): Rule => ({
  phrases,
  effect: { kind: 'language', code, label },
  negatable: true,
});

export const MOODS = {
  scary: { id: 'scary', label: 'scary', concepts: ['horror'] },
  feelGood: {
    id: 'feel-good',
    label: 'feel-good',
    concepts: ['comedy', 'family', 'romance', 'animation'],
    avoid: ['horror', 'war', 'crime', 'thriller'],
  },
  sad: { id: 'moving', label: 'moving', concepts: ['drama', 'romance'], avoid: ['horror'] },
  thrilling: { id: 'thrilling', label: 'gripping', concepts: ['thriller', 'action', 'mystery'] },
  mindBending: { id: 'mind-bending', label: 'mind-bending', concepts: ['scifi', 'mystery', 'thriller'] },
  epic: { id: 'epic', label: 'epic', concepts: ['adventure', 'fantasy', 'history', 'war', 'action'] },
  dark: {
    id: 'dark',
    label: 'dark',
    concepts: ['crime', 'thriller', 'drama', 'horror'],
    avoid: ['comedy', 'family', 'animation'],
  },
  inspiring: {
    id: 'inspiring',
    label: 'inspiring',
    concepts: ['drama', 'history', 'documentary'],
    avoid: ['horror'],
  },
  dateNight: { id: 'date-night', label: 'date-night', concepts: ['romance', 'comedy'], avoid: ['horror'] },
  familyNight: {
    id: 'family-night',
    label: 'family-friendly',
    concepts: ['family', 'animation'],
    avoid: ['horror', 'thriller', 'crime', 'war'],
  },
  quirky: { id: 'quirky', label: 'quirky', concepts: ['comedy', 'fantasy'] },
} as const satisfies Record<string, Mood>;

/** What "short" and "long" mean for a movie when no minutes are given. */
export const SHORT_MOVIE_MINUTES = 100;
export const LONG_MOVIE_MINUTES = 150;

export const RULES: readonly Rule[] = [
  // Other languages first: none of their phrases is English, and some hold English words ("feel good").
  ...foreignRules(MOODS),
  // Whole phrases that contain other rules' words come first.
  {
    phrases: 'k ?dramas?|korean (?:dramas?|series|tv|tv shows?|shows?)',
    effect: { kind: 'origin', origin: 'kdrama', media: 'tv' },
    negatable: true,
  },
  {
    phrases: 'japanese animation|animes?|anime (?:style|series)',
    effect: { kind: 'origin', origin: 'anime' },
    negatable: true,
  },
  genre('rom ?coms?|romantic comed(?:y|ies)', 'romance', 'comedy'),
  { ...genre('sitcoms?', 'comedy'), also: { kind: 'media', media: 'tv' } },
  { ...genre('docuseries|docu series', 'documentary'), also: { kind: 'media', media: 'tv' } },
  genre('true crime', 'documentary', 'crime'),
  genre('psychological thrillers?', 'thriller'),
  genre('murder myster(?:y|ies)|whodunn?its?', 'mystery'),
  genre('science fiction|sci ?fi|outer space|post apocalyptic|cyberpunk|dystopi(?:a|an)', 'scifi'),
  genre('martial arts|kung fu|car chases?|shoot em up', 'action'),
  genre('fairy tales?|sword and sorcery', 'fantasy'),
  genre('world war(?: ii| 2| two)?|ww ?ii|ww2', 'war'),
  genre('wild west', 'western'),
  genre(
    'based on (?:a )?true stor(?:y|ies)|true stor(?:y|ies)|real events|biopics?|period (?:dramas?|pieces?)',
    'history',
  ),
  genre('reality (?:tv|shows?)|competition shows?|cooking shows?|reality', 'reality'),
  mood(
    'feel good|feelgood|heart ?warming|wholesome|lighter|light|happier|uplifting|cheer me up|pick me up|lift my mood|comfort (?:watch|movie|show|food)|light ?hearted|cheerful|cozy|cosy|comforting|relaxing|easy watching',
    MOODS.feelGood,
  ),
  mood(
    'edge of (?:my|your|the) seat|nail ?biting|nail biter|gripping|tense|thrilling|adrenaline(?: rush)?|high octane',
    MOODS.thrilling,
  ),
  mood(
    'mind ?(?:bending|blowing)|plot twists?|twist endings?|twisty|cerebral|thought provoking|make (?:me|you) think|trippy|puzzling',
    MOODS.mindBending,
  ),
  mood(
    'scare me|scarier|scary|creepy|spooky|terrifying|frightening|chilling|eerie|halloween|jump scares?|nightmares?',
    MOODS.scary,
  ),
  mood(
    'tear ?jerkers?|make me cry|sad|emotional|moving|heart ?breaking|bittersweet|touching|melancholic|depressing',
    MOODS.sad,
  ),
  mood('date night|for a date|with my (?:girlfriend|boyfriend|partner|wife|husband)', MOODS.dateNight),
  mood(
    'family (?:movie |film )?night|with (?:the|my) family|whole family|family friendly',
    MOODS.familyNight,
  ),
  mood('inspiring|inspirational|motivational|motivating|empowering', MOODS.inspiring),
  mood('gritty|bleak|brutal|violent|grim|darker|dark', MOODS.dark),
  mood('epic|sweeping', MOODS.epic),
  mood('quirky|offbeat|surreal|weird|bizarre', MOODS.quirky),
  // What titles are about, checked against their keywords and overviews.
  ...THEMES.map(
    (theme): Rule => ({ phrases: theme.phrases, effect: { kind: 'theme', theme }, negatable: true }),
  ),
  // Media. "show" is a noun after another word ("a show", "a crime show"); it is a verb when it starts the
  // question, follows "to" or "please", or comes before whom or what to show ("show me", "show some").
  media(
    'tv shows?|tv series|television(?: shows?| series)?|tv|series|shows|miniseries|mini series|limited series|episodes|seasons|binge(?: worthy| watch)?',
    'tv',
  ),
  media(
    '(?<=[a-z0-9] )(?<!(?<![a-z0-9])(?:to|please|pls|you|and|i|can|could|will|would|just|me) )show(?! (?:me|us|them|him|her|you|some|something|anything|any|a|an|the|my|what|all|off)(?![a-z0-9]))',
    'tv',
  ),
  media('movies?|films?|flicks?|cinema|feature films?', 'movie'),
  // Genres.
  genre('action packed|action|explosive|blockbuster action', 'action'),
  genre('adventures?|quests?|treasure hunts?', 'adventure'),
  genre('animated|animation|cartoons?|pixar', 'animation'),
  genre('comed(?:y|ies)|funnier|funny|hilarious|laughs?|humou?r|humorous|stand up|lol', 'comedy'),
  genre('crime|gangsters?|mafia|mob|detectives?|cops?|police|noir', 'crime'),
  genre('documentar(?:y|ies)|docs?', 'documentary'),
  genre('dramas?', 'drama'),
  genre('family', 'family'),
  genre('fantasy|fantastical|magic(?:al)?|wizards?|witch(?:es)?', 'fantasy'),
  genre('historical|history', 'history'),
  genre('horror|slashers?|demons?|possession|exorcisms?', 'horror'),
  genre('musicals?|music|concerts?', 'music'),
  genre('myster(?:y|ies)|puzzles?', 'mystery'),
  genre('romance|romantic|love stor(?:y|ies)|falling in love', 'romance'),
  genre('space|futuristic', 'scifi'),
  genre('thrillers?|suspense(?:ful)?|spy|spies|espionage', 'thriller'),
  genre('war|military|soldiers?|battles?', 'war'),
  genre('westerns?|cowboys?', 'western'),
  // Where a title comes from.
  language('korean', 'ko', 'Korean'),
  language('japanese', 'ja', 'Japanese'),
  language('french', 'fr', 'French'),
  language('spanish', 'es', 'Spanish'),
  language('german', 'de', 'German'),
  language('italian', 'it', 'Italian'),
  language('hindi|bollywood|indian', 'hi', 'Hindi'),
  language('chinese|mandarin', 'zh', 'Chinese'),
  language('swedish', 'sv', 'Swedish'),
  language('danish', 'da', 'Danish'),
  language('norwegian', 'no', 'Norwegian'),
  language('portuguese|brazilian', 'pt', 'Portuguese'),
  language('turkish', 'tr', 'Turkish'),
  language('thai', 'th', 'Thai'),
  language('russian', 'ru', 'Russian'),
  language('dutch', 'nl', 'Dutch'),
  language('english|american|british|hollywood', 'en', 'English'),
  // Length. Explicit minutes and hours are read by parse-question before these.
  {
    phrases: 'short(?:er)?|quick|brief|not (?:too |very |that |so )?long|bite sized|half hour',
    effect: { kind: 'length', length: { kind: 'short', maxMinutes: SHORT_MOVIE_MINUTES } },
    negatable: true,
  },
  {
    phrases: 'long(?:er)?|lengthy|epic length',
    effect: { kind: 'length', length: { kind: 'long', minMinutes: LONG_MOVIE_MINUTES } },
    negatable: true,
  },
  // Quality.
  {
    phrases: 'hidden gems?|under ?rated|lesser known|obscure|under the radar|overlooked|not mainstream|indie',
    effect: { kind: 'quality', quality: 'hidden-gem' },
    negatable: true,
  },
  { phrases: 'classics?', effect: { kind: 'quality', quality: 'acclaimed', old: true } },
  {
    phrases:
      'top rated|highest rated|highly rated|well rated|best rated|critically acclaimed|acclaimed|masterpieces?|must (?:see|watch)|greatest|award winning|oscar(?: winning| winners?)?|best|top',
    effect: { kind: 'quality', quality: 'acclaimed' },
  },
  {
    phrases:
      'popular|trending|everyone is (?:talking about|watching)|hot right now|most watched|blockbusters?|mainstream|famous|well known|hits',
    effect: { kind: 'quality', quality: 'popular' },
    negatable: true,
  },
  // Watched titles.
  {
    phrases:
      're ?watch|watch (?:it |them )?again|seen (?:it |them )?before|already (?:seen|watched)|even if i (?:have )?(?:already )?(?:seen|watched)(?: (?:it|them))?|including (?:the )?(?:ones|those|titles|things|stuff )?i (?:have )?(?:already )?(?:seen|watched)|(?:ones|those) i (?:have )?(?:already )?(?:seen|watched)',
    effect: { kind: 'watched' },
  },
  {
    phrases:
      'i have not (?:seen|watched)(?: yet)?|have not (?:seen|watched)|not (?:seen|watched)(?: yet)?|unseen|new to me|never seen',
    effect: { kind: 'filler' },
  },
  {
    phrases:
      'more please|any more|anything else|something else|different ones|other ones|others?|another|more|next',
    effect: { kind: 'more' },
  },
  // When.
  {
    phrases: 'upcoming|coming soon|not out yet|unreleased|coming out|releasing soon',
    effect: { kind: 'era', era: 'upcoming' },
  },
  { phrases: 'this year', effect: { kind: 'era', era: 'this-year' } },
  { phrases: 'last year', effect: { kind: 'era', era: 'last-year' } },
  {
    phrases:
      'newer|newest|latest|recent(?:ly released)?|new releases?|just (?:came )?out|now playing|in (?:theaters|theatres|cinemas)|fresh|new',
    effect: { kind: 'era', era: 'recent' },
    negatable: true,
  },
  {
    phrases: 'old school|golden age|vintage|retro|older|old',
    effect: { kind: 'era', era: 'old' },
    negatable: true,
  },
];

/**
 * "More like the ones I loved", "my favourites": answer from the titles the viewer rated highly. Read before any
 * title or name, so "like the ones I loved" is not taken for a title; a media word before it ("shows I loved")
 * is left for the media rule, and "I loved Inception" stays a reference to Inception.
 */
export const LOVED_PHRASES = new RegExp(
  '(?<![a-z0-9])(?:' +
    [
      '(?:the |all the )?(?:ones|those|titles|things|stuff|picks)(?: that)? i (?:have )?(?:really |most |absolutely )?(?:loved|love|adored|adore|rated (?:highly|high|well|best|the highest))',
      '(?<=(?:movies|films|shows|series|tv) )(?:that )?i (?:have )?(?:really |most |absolutely )?(?:loved|adored|rated (?:highly|high|well|best|the highest))',
      '(?:what|everything) i (?:have )?(?:really |absolutely )?(?:loved|adored|rated (?:highly|high|well|best))',
      'my (?:(?:all time |top |own )?favou?rites?(?: (?:movies|films|shows|series|titles|ones))?|top rated|highest rated|best rated)',
      'my (?:5|five|4|four) stars?(?: (?:movies|films|shows|titles|ones|ratings))?',
    ].join('|') +
    ')(?![a-z0-9])',
  'g',
);

/** Words that carry no request by themselves; what is left after rules and these is a name or a title. */
export const FILLER_WORDS = new Set(
  (
    'i me my mine we us our you your a an the some any something anything stuff things thing one ones ' +
    'recommend recommendation recommendations suggest suggestion suggestions please pls plz can could would ' +
    'will should to watch watching see want wanna looking look for in on of at about and or but is are be it ' +
    'that this these those what which good great nice cool awesome amazing fun really very so too lot lots ' +
    'tonight today weekend now mood feel feeling kind sort type give get find show tell need am have has had ' +
    'do does did not no just only also maybe perhaps hey hi hello thanks thank pick picks list options option ' +
    'worth time night evening afternoon morning day there here where when how who all every other else most ' +
    'much many few couple number watched seen yet ok okay sure let lets help idea ideas bored into enjoy ' +
    'enjoyed loved liked love like similar same as such vibe vibes style sorts kinds stuff titles title ' +
    'from by with starring featuring directed director made written created produced actor actress ' +
    'something something anything else our their them they he she his her its if then than'
  ).split(' '),
);

/** Greetings and thanks only: a friendly nudge instead of "I didn't understand". */
export const GREETING =
  /^(?:hi|hello|hey|yo|hiya|thanks|thank you|thx|good (?:morning|afternoon|evening))(?: there| kinora| you)*$/;
