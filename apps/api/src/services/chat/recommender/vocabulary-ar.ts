import { type ForeignMoods, genre, media, mood, says, type Vocabulary } from './foreign-rules';
import type { Mood } from './intent';
import { foldLetters } from './text';
import type { Effect, Rule } from './vocabulary';

/**
 * Arabic words for what the English rules understand (issue 28), written as people type them and folded like a
 * question (text.ts): short vowels and the hamza's seat set aside ("أفلام" reads "افلام"), ة read as ه, ى as ي,
 * and the article with what is written on to it ("والرعب", "بالأفلام", "للأطفال") taken off, so no word here
 * carries "ال". A word may still start with one of the one-letter prefixes (و، ف، ب، ل، ك): each phrase allows one.
 */

const ARABIC = '\\u0600-\\u06ff';
/** A whole Arabic word or phrase, with one optional prefix letter, never a piece of a longer word. */
const whole = (phrases: string) => `(?<![${ARABIC}])[وفبلك]?(?:${foldLetters(phrases)})(?![${ARABIC}])`;

const g = (phrases: string, ...concepts: Parameters<typeof genre>[1][]): Rule =>
  genre(whole(phrases), ...concepts);
const m = (phrases: string, what: Mood): Rule => mood(whole(phrases), what);
const s = (phrases: string, effect: Effect, negatable?: boolean): Rule =>
  says(whole(phrases), effect, negatable);

function rules(moods: ForeignMoods) {
  return [
    s('دراما كورية|دراما كوري|مسلسلات? كورية|مسلسلات? كوري|كيدراما|كي دراما', {
      kind: 'origin',
      origin: 'kdrama',
      media: 'tv',
    }),
    s('أنمي|انمي|أنيمي|رسوم متحركة يابانية|كرتون ياباني', { kind: 'origin', origin: 'anime' }),
    g('كوميديا رومانسية|كوميدي رومانسي|رومانسي كوميدي', 'romance', 'comedy'),
    g('خيال علمي|خيال علمية|فضاء|مستقبلي|مستقبلية', 'scifi'),
    g('رسوم متحركة|كرتون|أنيميشن|انيميشن', 'animation'),
    m('عائلة|أطفال|اطفال|مع عائلة|مع أطفال', moods.familyNight),
    m('مرعب|مرعبة|مخيف|مخيفة|يخوف', moods.scary),
    m('مبهج|مبهجة|خفيف|خفيفة|لطيف|لطيفة|مريح|مريحة|يحسن المزاج|تحسن المزاج|فيل جود', moods.feelGood),
    m('حزين|حزينة|مؤثر|مؤثرة|يبكي|مبكي|مبكية', moods.sad),
    m('مشوق|مشوقة|حماسي|حماسية|مثير|مثيرة', moods.thrilling),
    m('مظلم|مظلمة|سوداوي|سوداوية|عنيف|عنيفة|عنف', moods.dark),
    m('نهاية غير متوقعة|يجعلك تفكر|معقد|معقدة', moods.mindBending),
    g('أكشن|اكشن|حركة', 'action'),
    g('مغامرة|مغامرات', 'adventure'),
    g('كوميدي|كوميدية|كوميديا|مضحك|مضحكة|فكاهي|فكاهية|ضحك', 'comedy'),
    g('جريمة|جرائم|بوليسي|بوليسية|عصابات|مافيا', 'crime'),
    g('وثائقي|وثائقية|وثائقيات', 'documentary'),
    g('دراما|درامي|درامية', 'drama'),
    g('عائلي|عائلية', 'family'),
    g('فانتازيا|خيالي|خيالية|سحر|سحرية', 'fantasy'),
    g('تاريخي|تاريخية|تاريخ|قصة حقيقية|قصص حقيقية|سيرة ذاتية', 'history'),
    g('رعب', 'horror'),
    g('موسيقي|موسيقية|موسيقى|استعراضي|استعراضية', 'music'),
    g('غموض|غامض|غامضة|لغز|ألغاز|تحقيق|تحقيقات', 'mystery'),
    g('رومانسي|رومانسية|رومانسيه|رومانس|قصة حب|قصص حب|حب', 'romance'),
    g('إثارة|اثارة|تشويق|جاسوسية|تجسس', 'thriller'),
    g('حرب|حروب|عسكري|عسكرية', 'war'),
    g('ويسترن|غرب أمريكي|رعاة البقر|كاوبوي', 'western'),
    media(whole('مسلسل|مسلسلات|برنامج|برامج|حلقات|تلفزيون|تلفزيوني|تلفزيونية|سلسلة'), 'tv'),
    media(whole('فيلم|أفلام|افلام|فلم|سينما|سينمائي|سينمائية'), 'movie'),
    s(
      'حتى لو شاهدته|حتى لو شاهدتها|شاهدته من قبل|شاهدتها من قبل|إعادة مشاهدة|اعادة مشاهدة',
      { kind: 'watched' },
      false,
    ),
    s('غيرها|غيره|أخرى|اخرى|أخرين|مزيد|كمان', { kind: 'more' }, false),
    s('جديد|جديدة|جدد|حديث|حديثة|أحدث|احدث|إصدارات|اصدارات', { kind: 'era', era: 'recent' }),
    s('قديم|قديمة|قدامى', { kind: 'era', era: 'old' }),
    s('كلاسيكي|كلاسيكية|كلاسيكيات', { kind: 'quality', quality: 'acclaimed', old: true }, false),
    s(
      'أفضل|افضل|أحسن|احسن|أروع|اروع|روائع|تقييم عالي|تقييم مرتفع',
      { kind: 'quality', quality: 'acclaimed' },
      false,
    ),
    s('مشهور|مشهورة|شائع|شائعة|رائج|رائجة|ترند', { kind: 'quality', quality: 'popular' }),
    s('قصير|قصيرة', { kind: 'length', length: { kind: 'short', maxMinutes: 100 } }),
    s('طويل|طويلة', { kind: 'length', length: { kind: 'long', minMinutes: 150 } }),
  ];
}

const DECADE_WORDS = { خمسين: 1950, ستين: 1960, سبعين: 1970, ثمانين: 1980, تسعين: 1990 };

export const ARABIC_VOCABULARY: Vocabulary = {
  rules,
  referenceTriggers: `(?<![${ARABIC}])(?:${foldLetters('مثل|يشبه|تشبه|شبيه ب|شبيهة ب|على غرار|زي|من نوع')})`,
  negations: foldLetters('بدون|بلا|غير|ليس|لا|ما عدا|ماعدا|عدا|من غير|مش|إلا|لا أريد|لا اريد|ما أبي|ما ابي'),
  negationSofteners: foldLetters('أي|اي|فيه|في|مشاهد|كثير|الكثير|من'),
  decades: [
    { pattern: `(${Object.keys(DECADE_WORDS).join('|')})(?:ي)?ات`, words: DECADE_WORDS },
    // "سنوات الثمانين"... written with digits: "الـ90", "سنوات 80", "التسعينات" with digits ("90ات").
    { pattern: '(?:(?:سنوات|عقد|حقبه|فتره) (?:ال)?|ال)((?:19|20)?\\d0)(?:ات|يات|s)?' },
    { pattern: '((?:19|20)?\\d0)(?:ات|يات)' },
  ],
};
