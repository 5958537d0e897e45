import type { MediaType } from '@kinora/domain';
import type { GenreConcept } from './genre-concepts';
import type { Mood } from './intent';
import type { Rule } from './vocabulary';

/**
 * French and Spanish words for what the English rules understand (issue 28). They run before the English rules,
 * so every phrase here is one English does not use: words both languages share ("drama", "thriller", "western",
 * "film") are left to the English rules, which already mean the same. Folding drops accents and apostrophes, so
 * "d'horreur" reads "dhorreur" and "años" reads "anos". Each rule is marked `foreign`: a question that uses one
 * also has its French or Spanish little words ("une", "qui", "para") set aside (FOREIGN_FILLER_WORDS).
 */

const genre = (phrases: string, ...concepts: GenreConcept[]): Rule => ({
  phrases,
  effect: { kind: 'genre', concepts },
  negatable: true,
  foreign: true,
});
const mood = (phrases: string, m: Mood): Rule => ({
  phrases,
  effect: { kind: 'mood', mood: m },
  negatable: true,
  foreign: true,
});
const media = (phrases: string, m: MediaType): Rule => ({
  phrases,
  effect: { kind: 'media', media: m },
  negatable: true,
  foreign: true,
});

/** Built from the English moods, so a mood keeps one id (and one label per locale) whatever the question's language. */
export function foreignRules(moods: {
  feelGood: Mood;
  scary: Mood;
  sad: Mood;
  thrilling: Mood;
  familyNight: Mood;
  dark: Mood;
}): Rule[] {
  return [
    // Whole phrases holding other rules' words first.
    genre(
      '(?:comedies?|comedias?) romanti(?:que|ca|co)s?|(?:comedies?|comedias?) (?:d ?amour|de amor)|comedias? romantica',
      'romance',
      'comedy',
    ),
    { ...genre('dessins? animes?|(?:films?|peliculas?) (?:d ?animation|de animacion)', 'animation') },
    genre('ciencia ficcion', 'scifi'),
    genre('(?:films?|peliculas?|series?) (?:de guerre|de guerra|belicas?)', 'war'),
    genre('(?:films?|peliculas?) (?:de cow ?boys?|del oeste|de vaqueros)', 'western'),
    genre(
      'histoires? vraies?|historias? reales?|faits? reels?|hechos? reales?|biographies?|biografias?',
      'history',
    ),
    mood(
      '(?:qui|que) (?:fait|font|fasse|hace|hacen|haga) (?:du )?bien|(?:qui|que) (?:remonte|anime) le moral|reconfortantes?|reconfortante|bonne humeur|buen rollo|que levante el animo|para (?:animarme|levantar el animo)|de buen humor|legeres?|ligeras?|ligeros?|reconfortant',
      moods.feelGood,
    ),
    mood(
      '(?:qui|que) (?:fait|font|fasse|fassent) (?:vraiment |tres )?peur|(?:qui|que) (?:da|den|de|dan) (?:mucho )?miedo|de (?:mucho )?miedo|effrayants?|flippants?|terrifiants?|angoissants?|aterradora?s?|aterradores|escalofriantes?|para pasar miedo',
      moods.scary,
    ),
    mood(
      'tristes?|emouvants?|emouvantes?|(?:qui|que) fait pleurer|(?:que|para) (?:me haga )?llorar|conmovedora?s?|conmovedores|emotiva?s?|emotivos',
      moods.sad,
    ),
    mood('palpitants?|haletants?|captivants?|trepidantes?|de suspens|angustiosa?s?', moods.thrilling),
    mood(
      'en famille|pour toute la famille|para toda la familia|en familia|pour les enfants|para (?:los )?ninos',
      moods.familyNight,
    ),
    mood('oscura?s?|oscuros|violentes?|violentas?|violentos', moods.dark),
    // Media.
    media('series? (?:tele|tv|televisee?s?)|series? de (?:television|tele)|feuilletons?|telenovelas?', 'tv'),
    // "series" is English too (and already TV): only the singular marks a question French or Spanish.
    media('serie', 'tv'),
    media('peliculas?|pelis?|longs? metrages?|largometrajes?', 'movie'),
    // Genres.
    genre('d ?action|de accion|accion', 'action'),
    genre('d ?aventures?|aventures?|aventuras?|de aventuras?', 'adventure'),
    genre('d ?animation|animacion|animados?|animadas?|dibujos animados', 'animation'),
    genre(
      'comedies?|comedias?|droles?|marrants?|rigolos?|rigolotes?|(?:pour|qui fait) rire|graciosa?s?|graciosos|divertidas?|divertidos?|(?:para|que haga) reir|humoristiques?|humoristicas?|humoristicos?',
      'comedy',
    ),
    genre('policiers?|policieres?|polars?|policiacas?|policiacos?|criminales|mafieux', 'crime'),
    genre('documentaires?|documentales?|docus?', 'documentary'),
    genre('drames?|dramatiques?|dramaticas?|dramaticos?', 'drama'),
    genre('familial(?:e|es)?|famille|familia|familiares?', 'family'),
    genre(
      'fantastiques?|de fantasia|fantasticas?|fantasticos?|de magie|de magia|magiques?|magicas?',
      'fantasy',
    ),
    genre('historiques?|historicas?|historicos?|d ?histoire|de historia', 'history'),
    genre(
      'd ?horreur|horreur|d ?epouvante|epouvante|de terror|terror|terrorificas?|de miedo y terror',
      'horror',
    ),
    genre('comedies? musicales?|musicales?|musique|musica', 'music'),
    genre('mysteres?|misterios?|d ?enquete|enquetes?|de detectives?', 'mystery'),
    genre(
      'romanti(?:que|ca|co)s?|d ?amour|de amor|histoires? d ?amour|historias? de amor|romantiques',
      'romance',
    ),
    genre('espace|espacio|spatiale?s?|espaciales?|futuristes?|futuristas?', 'scifi'),
    genre('de suspense|d ?espionnage|espionnage|de espias|espias', 'thriller'),
    genre('guerre|guerra|belicas?|belicos?|militaires?|militares?', 'war'),
    genre('de cow ?boys?|del oeste|vaqueros?', 'western'),
    // Watched titles: "même si je l'ai déjà vu", "aunque ya lo haya visto".
    {
      phrases:
        'meme si (?:je )?(?:lai|les ai) (?:deja )?vue?s?|aunque (?:ya )?(?:la|lo|las|los) (?:haya|hayas|he) visto|a revoir|para volver a ver',
      effect: { kind: 'watched' },
      foreign: true,
    },
    {
      phrases: 'dautres?|autres?|otras?|otros?',
      effect: { kind: 'more' },
      foreign: true,
    },
    {
      phrases:
        'recents?|recentes?|recientes?|nouveautes?|novedades?|de (?:cette|esta) annee|nouveaux?|nouvelles?|nuevas?|nuevos?',
      effect: { kind: 'era', era: 'recent' },
      negatable: true,
      foreign: true,
    },
    {
      phrases: 'anciens?|anciennes?|antiguas?|antiguos?|vieux|vieilles?|viejas?|viejos?',
      effect: { kind: 'era', era: 'old' },
      negatable: true,
      foreign: true,
    },
    {
      phrases: 'classiques?|clasicos?|clasicas?',
      effect: { kind: 'quality', quality: 'acclaimed', old: true },
      foreign: true,
    },
    {
      phrases:
        'meilleure?s?|mejores?|(?:tres |muy )?bien notee?s?|culte|de culto|chefs? d ?oeuvre|obras? maestras?',
      effect: { kind: 'quality', quality: 'acclaimed' },
      foreign: true,
    },
    {
      phrases: 'populaires?|populares?|a la mode|de moda|tendances?|tendencias?',
      effect: { kind: 'quality', quality: 'popular' },
      negatable: true,
      foreign: true,
    },
    {
      phrases: '(?<=(?:film|films|serie|series) )courts?|courtes?|cortas?|cortos?',
      effect: { kind: 'length', length: { kind: 'short', maxMinutes: 100 } },
      negatable: true,
      foreign: true,
    },
  ];
}

/** "comme Amélie", "como Amélie", "dans le genre de", "parecida a": the question compares with a title. */
export const FOREIGN_REFERENCE_TRIGGERS =
  'comme|dans le (?:genre|style) de|du (?:genre|style) de|similaires? a|semblables? a|como|parecid[ao]s? a|del estilo de|al estilo de|similares? a';

/**
 * Words only a French or Spanish question has: one of them (or a rule above) marks the question as such. Words
 * English titles start with ("les", "los", "des", "la") are not enough on their own.
 */
export const FOREIGN_MARKERS = new Set(
  'un une du qui pour avec quelque je veux voudrais cherche moi comme una unos unas para quiero quisiera algo busco dame recomiendame como'.split(
    ' ',
  ),
);

/** Words that carry no request in a French or Spanish question; set aside only once such a question is recognised. */
export const FOREIGN_FILLER_WORDS = new Set(
  (
    'un une des le la les l d de du au aux et ou a en dans pour par avec sur qui que quoi quel quelle quels ' +
    'quelles je j me m moi tu te toi vous nous on il elle ils elles ce cet cette ces mon ma mes ton ta tes ' +
    'votre vos notre nos est sont suis veux voudrais aimerais cherche recherche propose proposez propose ' +
    'conseille conseillez recommande recommandez donne donnez trouve trouvez voir regarder ce soir quelque ' +
    'chose truc bon bonne bons bonnes bien tres peu ne pas plutot stp svp sil plait merci bonjour salut ' +
    'el los las una unos unas del al y o e u en con para por sobre que quien cual algo alguna alguno como comme ' +
    'yo mi me te tu usted nos esta este esto estas estos ese esa es son quiero quisiera busco buscando ' +
    'recomienda recomiendame recomiendas recomendar dame dime sugiere sugiereme ver mirar esta noche hoy ' +
    'buena buenas bueno buenos muy poco no favor gracias hola'
  ).split(' '),
);
