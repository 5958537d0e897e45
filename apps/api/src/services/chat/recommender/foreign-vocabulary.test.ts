import { describe, expect, it } from 'vitest';
import { buildIntent } from './build-intent';
import { parseQuestion } from './parse-question';
import { titleFirstCandidates } from './resolve-spans';
import { fold } from './text';

/**
 * How questions in German, Portuguese, Japanese, Korean and Arabic are cut into words (issue 28): compounds,
 * words run together without spaces, particles written on to a word, and Arabic's prefixes and letter variants.
 */

const YEAR = 2026;
const intentOf = (q: string) => {
  const intent = buildIntent(parseQuestion(q, YEAR), { unresolved: [] }, YEAR);
  return { ...intent, moods: intent.moods.map((m) => m.id) };
};
const spans = (q: string) => parseQuestion(q, YEAR).spans.map((s) => `${s.role}:${s.text}`);

describe('folding text in other scripts', () => {
  it('keeps kana voicing and Hangul syllables whole, and reads full-width and Arabic-Indic digits', () => {
    expect(fold('ガンダム')).toBe('ガンダム');
    expect(fold('ｶﾞﾝﾀﾞﾑ')).toBe('ガンダム');
    expect(fold('공포 영화')).toBe('공포 영화');
    expect(fold('１９９０年代')).toBe('1990年代');
    expect(fold('الـ٩٠')).toBe('ال90');
  });

  it('reads Arabic the same with or without its article, prefixes, hamza seats and letter variants', () => {
    expect(fold('والأفلام بالرعب للأطفال')).toBe('افلام رعب اطفال');
    expect(fold('مسلسلات كورية')).toBe(fold('مسلسلات كوريه'));
    expect(fold('إثارة')).toBe(fold('اثاره'));
    expect(fold('موسيقى')).toBe(fold('موسيقي'));
  });
});

describe('German', () => {
  it.each([
    ['Horrorfilme aus den 80ern', { genres: ['horror'], media: 'movie', era: { from: 1980, to: 1989 } }],
    ['eine Krimiserie', { genres: ['crime'], media: 'tv' }],
    ['Serien aus den Neunzigern', { media: 'tv', era: { from: 1990, to: 1999 } }],
    ['koreanische Serien', { origin: 'kdrama', media: 'tv' }],
    ['eine lustige Komödie ohne Romantik', { genres: ['comedy'], excluded: ['romance'], leftover: [] }],
    ['keine Horrorfilme bitte', { excluded: ['horror'], leftover: [] }],
    ['nicht zu gruselig', { excluded: ['horror'], leftover: [] }],
    ['etwas Spannendes für die ganze Familie', { moods: ['thrilling', 'family-night'] }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));

  it('sets its little words aside, so a name stands alone', () => {
    expect(spans('Ich möchte einen Film mit Brad Pitt')).toEqual(['either:brad pitt']);
    expect(spans('Filme wie Die Hard')).toEqual(['reference:die hard']);
  });
});

describe('Brazilian Portuguese', () => {
  it.each([
    ['filmes de ação dos anos 90', { genres: ['action'], media: 'movie', era: { from: 1990, to: 1999 } }],
    ['um filme da década de 80', { media: 'movie', era: { from: 1980, to: 1989 } }],
    ['uma série policial', { genres: ['crime'], media: 'tv' }],
    ['doramas', { origin: 'kdrama', media: 'tv' }],
    ['uma comédia sem romance', { genres: ['comedy'], excluded: ['romance'], leftover: [] }],
    ['algo assustador para assistir', { moods: ['scary'], leftover: [] }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));

  it('takes the title after "parecidos com" and nothing else', () => {
    expect(spans('quero filmes parecidos com Inception')).toEqual(['reference:inception']);
  });
});

describe('Japanese, written without spaces', () => {
  it.each([
    ['80年代のホラー映画', { genres: ['horror'], media: 'movie', era: { from: 1980, to: 1989 } }],
    ['８０年代のコメディ', { genres: ['comedy'], era: { from: 1980, to: 1989 } }],
    ['犯罪ドラマが見たい', { genres: ['crime'], media: 'tv' }],
    ['韓国ドラマ', { origin: 'kdrama', media: 'tv' }],
    ['泣けるアニメ', { origin: 'anime', moods: ['moving'] }],
    ['ホラー以外の映画', { excluded: ['horror'], media: 'movie' }],
    ['怖くない映画', { excluded: ['horror'], moods: [] }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));

  it('takes the title named before "みたいな", and tries it from after each particle', () => {
    expect(spans('森の影みたいな映画')).toEqual(['reference:森の影']);
    expect(titleFirstCandidates('おすすめの森の影')).toEqual(['おすすめの森の影', '森の影']);
  });
});

describe('Korean, with particles on its words', () => {
  it.each([
    ['90년대 공포영화를 추천해줘', { genres: ['horror'], media: 'movie', era: { from: 1990, to: 1999 } }],
    ['범죄 드라마', { genres: ['crime'], media: 'tv' }],
    ['한국 드라마 추천', { origin: 'kdrama', media: 'tv' }],
    ['공포 말고 웃긴 영화', { genres: ['comedy'], excluded: ['horror'] }],
    ['무섭지 않은 영화', { excluded: ['horror'], moods: [] }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));

  it('takes the title named before "같은" or "이랑 비슷한", dropping the words in front when it must', () => {
    expect(spans('Inception 같은 영화')).toEqual(['reference:inception']);
    expect(spans('기생충이랑 비슷한 영화')).toEqual(['reference:기생충']);
    expect(titleFirstCandidates('요즘 볼만한 inception')).toEqual([
      '요즘 볼만한 inception',
      '볼만한 inception',
      'inception',
    ]);
  });
});

describe('Arabic, with its prefixes', () => {
  it.each([
    ['أفلام رعب من الثمانينات', { genres: ['horror'], media: 'movie', era: { from: 1980, to: 1989 } }],
    ['افلام الـ٩٠', { media: 'movie', era: { from: 1990, to: 1999 } }],
    ['مسلسلات كوميدية', { genres: ['comedy'], media: 'tv' }],
    ['وبالمسلسلات الكوريه', { origin: 'kdrama', media: 'tv' }],
    ['فيلم كوميدي بدون رومانسية', { genres: ['comedy'], excluded: ['romance'] }],
    ['شيء مخيف للعائلة', { moods: ['scary', 'family-night'] }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));

  it('takes the title after "مثل"', () => {
    expect(spans('أفلام مثل Inception')).toEqual(['reference:inception']);
  });
});

describe('English reads as before', () => {
  it.each([
    ['action movies', { genres: ['action'], media: 'movie' }],
    ['emotional dramas', { genres: ['drama'], moods: ['moving'] }],
    ['a popular series', { media: 'tv', quality: 'popular' }],
  ])('%s', (q, expected) => expect(intentOf(q)).toMatchObject(expected));
});
