import { GENRES } from './genres';
import type { Locale } from './locales';

/**
 * Genre names in every shipped locale, as TMDB names them where its own translation reads well (it leaves some TV
 * genres in English in several languages, "Kids" or "Soap"; those are translated here). The demo catalogue answers
 * with these, and a page can name the genres of a list item (which carries ids only) in the viewer's language.
 */

type Translations = readonly [
  es: string,
  fr: string,
  de: string,
  ptBR: string,
  ja: string,
  ko: string,
  ar: string,
];

const TRANSLATED: Readonly<Record<number, Translations>> = {
  28: ['Acción', 'Action', 'Action', 'Ação', 'アクション', '액션', 'أكشن'],
  12: ['Aventura', 'Aventure', 'Abenteuer', 'Aventura', 'アドベンチャー', '모험', 'مغامرة'],
  16: ['Animación', 'Animation', 'Animation', 'Animação', 'アニメーション', '애니메이션', 'رسوم متحركة'],
  35: ['Comedia', 'Comédie', 'Komödie', 'Comédia', 'コメディ', '코미디', 'كوميديا'],
  80: ['Crimen', 'Crime', 'Krimi', 'Crime', '犯罪', '범죄', 'جريمة'],
  99: [
    'Documental',
    'Documentaire',
    'Dokumentarfilm',
    'Documentário',
    'ドキュメンタリー',
    '다큐멘터리',
    'وثائقي',
  ],
  18: ['Drama', 'Drame', 'Drama', 'Drama', 'ドラマ', '드라마', 'دراما'],
  10751: ['Familia', 'Familial', 'Familie', 'Família', 'ファミリー', '가족', 'عائلي'],
  14: ['Fantasía', 'Fantastique', 'Fantasy', 'Fantasia', 'ファンタジー', '판타지', 'فانتازيا'],
  36: ['Historia', 'Histoire', 'Historie', 'História', '歴史', '역사', 'تاريخ'],
  27: ['Terror', 'Horreur', 'Horror', 'Terror', 'ホラー', '공포', 'رعب'],
  10402: ['Música', 'Musique', 'Musik', 'Música', '音楽', '음악', 'موسيقى'],
  9648: ['Misterio', 'Mystère', 'Mystery', 'Mistério', 'ミステリー', '미스터리', 'غموض'],
  10749: ['Romance', 'Romance', 'Liebesfilm', 'Romance', 'ロマンス', '로맨스', 'رومانسي'],
  878: [
    'Ciencia ficción',
    'Science-Fiction',
    'Science Fiction',
    'Ficção científica',
    'SF',
    'SF',
    'خيال علمي',
  ],
  10770: ['Película de TV', 'Téléfilm', 'TV-Film', 'Cinema TV', 'テレビ映画', 'TV 영화', 'فيلم تلفزيوني'],
  53: ['Suspense', 'Thriller', 'Thriller', 'Thriller', 'スリラー', '스릴러', 'إثارة'],
  10752: ['Bélica', 'Guerre', 'Kriegsfilm', 'Guerra', '戦争', '전쟁', 'حرب'],
  37: ['Western', 'Western', 'Western', 'Faroeste', '西部劇', '서부', 'غربي'],
  10759: [
    'Acción y aventura',
    'Action & Aventure',
    'Action & Abenteuer',
    'Ação e Aventura',
    'アクション＆アドベンチャー',
    '액션 & 어드벤처',
    'حركة ومغامرة',
  ],
  10762: ['Infantil', 'Enfants', 'Kinder', 'Infantil', 'キッズ', '키즈', 'أطفال'],
  10763: ['Noticias', 'Actualités', 'Nachrichten', 'Notícias', 'ニュース', '뉴스', 'أخبار'],
  10764: ['Reality', 'Téléréalité', 'Reality-TV', 'Reality', 'リアリティ', '리얼리티', 'تلفزيون الواقع'],
  10765: [
    'Ciencia ficción y fantasía',
    'Science-Fiction & Fantastique',
    'Sci-Fi & Fantasy',
    'Ficção científica e Fantasia',
    'SF＆ファンタジー',
    'SF & 판타지',
    'خيال علمي وفانتازيا',
  ],
  10766: ['Telenovela', 'Feuilleton', 'Seifenoper', 'Novela', 'ソープオペラ', '연속극', 'مسلسلات طويلة'],
  10767: ['Entrevistas', 'Talk-show', 'Talkshow', 'Talk Show', 'トーク番組', '토크쇼', 'برامج حوارية'],
  10768: [
    'Guerra y política',
    'Guerre & Politique',
    'Krieg & Politik',
    'Guerra e Política',
    '戦争＆政治',
    '전쟁 & 정치',
    'حرب وسياسة',
  ],
};

const COLUMN: Readonly<Record<Exclude<Locale, 'en'>, number>> = {
  es: 0,
  fr: 1,
  de: 2,
  'pt-BR': 3,
  ja: 4,
  ko: 5,
  ar: 6,
};

const tables = new Map<Locale, Readonly<Record<number, string>>>();

/**
 * Each locale's genre names by TMDB genre id (English: GENRES). Built on first use, so a page that never names a
 * genre in another language does not pay for the tables.
 */
export function genreNamesOf(locale: Locale): Readonly<Record<number, string>> {
  if (locale === 'en') return GENRES;
  const built = tables.get(locale);
  if (built) return built;
  const column = COLUMN[locale];
  const table: Record<number, string> = {};
  for (const [id, names] of Object.entries(TRANSLATED)) table[Number(id)] = names[column] ?? '';
  tables.set(locale, table);
  return table;
}

/** Names of the first `limit` known genres among `ids` in `locale`, in the order given (genreNames, translated). */
export function genreNamesIn(
  locale: Locale,
  ids: readonly number[],
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const table = genreNamesOf(locale);
  const names: string[] = [];
  for (const id of ids) {
    const name = table[id];
    if (name) names.push(name);
    if (names.length >= limit) break;
  }
  return names;
}
