/**
 * Plot keywords the demo tags its titles with, by genre (TMDB's movie and TV genre ids), so a title's keywords
 * agree with its genres the way real tagging does. Written for the demo; not TMDB's keyword list.
 */
export const KEYWORDS_BY_GENRE: Readonly<Record<number, readonly string[]>> = {
  28: ['car chase', 'martial arts', 'one man army', 'explosion', 'shootout'],
  12: ['treasure hunt', 'quest', 'jungle', 'road trip', 'expedition'],
  16: ['hand-drawn animation', 'talking animals', 'coming of age'],
  35: ['buddy comedy', 'satire', 'mistaken identity', 'workplace comedy', 'dark comedy'],
  80: ['heist', 'gangster', 'detective', 'organized crime', 'corruption'],
  99: ['biography', 'nature', 'investigation', 'music history'],
  18: ['family relationships', 'coming of age', 'grief', 'friendship', 'based on true story'],
  10751: ['family holiday', 'pets', 'siblings', 'christmas'],
  14: ['magic', 'dragon', 'sword and sorcery', 'fairy tale', 'parallel world'],
  36: ['period piece', 'biography', 'royalty', 'world war ii'],
  27: ['haunted house', 'supernatural', 'slasher', 'zombie', 'possession', 'vampire'],
  10402: ['musician', 'band', 'concert', 'dance'],
  9648: ['whodunit', 'murder investigation', 'twist ending', 'missing person'],
  10749: ['love triangle', 'first love', 'wedding', 'enemies to lovers'],
  878: ['space', 'artificial intelligence', 'time travel', 'dystopia', 'alien', 'robot'],
  10770: ['made for television'],
  53: ['conspiracy', 'hostage', 'serial killer', 'cat and mouse', 'psychological thriller'],
  10752: ['world war ii', 'soldier', 'resistance', 'battle'],
  37: ['cowboy', 'frontier', 'outlaw', 'gunfight'],
  10759: ['car chase', 'quest', 'martial arts', 'treasure hunt'],
  10762: ['talking animals', 'friendship', 'school'],
  10763: ['current affairs'],
  10764: ['competition', 'cooking', 'dating show'],
  10765: ['magic', 'time travel', 'space', 'dragon', 'superpowers', 'parallel world'],
  10766: ['family secrets', 'forbidden love', 'rivalry'],
  10767: ['celebrity interview'],
  10768: ['politics', 'resistance', 'world war ii'],
};

/** Every anime carries these, every K-drama the other; real catalogues tag them the same way. */
export const ANIME_KEYWORDS = ['anime', 'based on manga'] as const;
export const KDRAMA_KEYWORDS = ['korean drama'] as const;
