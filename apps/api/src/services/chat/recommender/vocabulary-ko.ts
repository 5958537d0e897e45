import { type ForeignMoods, genre, genreOf, media, mood, says, type Vocabulary } from './foreign-rules';

/**
 * Korean words for what the English rules understand (issue 28). Korean writes its particles on to the word
 * ("공포영화를", "코미디는"), so these are matched anywhere in the question, longer words before the words inside
 * them ("한국 드라마" before "드라마"). A title is named before the words that compare with it ("Inception 같은
 * 영화", "기생충이랑 비슷한"), and what is ruled out before "말고", "빼고" or "제외".
 */

function rules(moods: ForeignMoods) {
  return [
    says('한국 ?드라마|한드|k ?드라마|케이 ?드라마', { kind: 'origin', origin: 'kdrama', media: 'tv' }),
    says('일본 ?애니(?:메이션)?|아니메', { kind: 'origin', origin: 'anime' }),
    genre('로맨틱 ?코미디|로코', 'romance', 'comedy'),
    genre('휴먼 ?드라마|인간 ?드라마|드라마 ?영화', 'drama'),
    genre('애니메이션|애니|만화 ?영화', 'animation'),
    says('한국 ?영화', { kind: 'language', code: 'ko', label: 'Korean' }),
    says('일본 ?영화', { kind: 'language', code: 'ja', label: 'Japanese' }),
    mood(
      '가족(?:이랑|과|하고) (?:함께|같이)?|가족끼리|온 ?가족|아이(?:들)?(?:이랑|과|하고|랑)|아이들?용|어린이용',
      moods.familyNight,
    ),
    mood('힐링|따뜻한|기분 ?좋아지는|밝은|가벼운|유쾌한', moods.feelGood),
    mood('무서운|무섭|소름', moods.scary),
    mood('슬픈|눈물|감동적인|감동|울고 싶', moods.sad),
    mood('긴장감|손에 땀|스릴 ?넘치는|쫄깃한', moods.thrilling),
    mood('어두운|잔인한|폭력적인|다크한|무거운', moods.dark),
    mood('반전|생각하게 하는|머리 ?쓰는', moods.mindBending),
    genre('액션', 'action'),
    genre('모험|어드벤처', 'adventure'),
    genre('코미디|코메디|웃긴|웃기는|개그', 'comedy'),
    genre('범죄|느와르|누아르|형사|경찰|조폭', 'crime'),
    genre('다큐(?:멘터리)?', 'documentary'),
    genre('가족', 'family'),
    genre('판타지|마법', 'fantasy'),
    genre('역사|사극|시대극|실화|전기', 'history'),
    genre('공포|호러|좀비', 'horror'),
    genre('뮤지컬|음악', 'music'),
    genre('미스터리|추리|탐정', 'mystery'),
    genre('로맨스|로맨틱|멜로|연애|사랑 ?이야기', 'romance'),
    genre('sf|공상 ?과학|우주', 'scifi'),
    genre('스릴러|서스펜스|첩보|스파이', 'thriller'),
    genre('전쟁', 'war'),
    genre('서부극|웨스턴', 'western'),
    genreOf('예능', 'tv', 'reality'),
    media('드라마|시리즈|티비 ?프로(?:그램)?|tv ?프로(?:그램)?|방송', 'tv'),
    media('영화', 'movie'),
    says('이미 본|봤어도|본 것도|다시 보기|다시 볼', { kind: 'watched' }, false),
    says('다른 거|다른 것|다른|더 보여|더 추천', { kind: 'more' }, false),
    says('인기|유행|화제의|요즘 뜨는', { kind: 'quality', quality: 'popular' }),
    says('최신|최근|신작|새로운|요즘', { kind: 'era', era: 'recent' }),
    says('옛날|오래된|예전', { kind: 'era', era: 'old' }),
    says('숨은 ?명작|숨겨진', { kind: 'quality', quality: 'hidden-gem' }, false),
    says('고전', { kind: 'quality', quality: 'acclaimed', old: true }, false),
    says('명작|걸작|띵작|평점 ?높은|최고의|수작', { kind: 'quality', quality: 'acclaimed' }, false),
    says('짧은|짧게', { kind: 'length', length: { kind: 'short', maxMinutes: 100 } }),
    says('긴 |길게', { kind: 'length', length: { kind: 'long', minMinutes: 150 } }),
  ];
}

export const KOREAN: Vocabulary = {
  rules,
  titleBefore: '(?:(?:이랑|랑|와|과|하고) ?)?(?:비슷한|같은|처럼|닮은|유사한|느낌의|스타일의)',
  negationsAfter: ' ?(?:은|는|이|가|도|을|를)? ?(?:말고|빼고|제외|없는|없이|싫어|아닌|지 ?않)',
  decades: [{ pattern: '((?:19|20)?\\d0)년대' }],
};
