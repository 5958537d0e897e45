import { type ForeignMoods, genre, media, mood, says, type Vocabulary } from './foreign-rules';

/**
 * Japanese words for what the English rules understand (issue 28). Japanese writes no spaces between words, so
 * these are matched anywhere in the question ("ホラー映画" holds "ホラー" and "映画"); longer words come before the
 * words inside them ("韓国ドラマ" before "ドラマ", "アニメーション" before "アニメ"). A title is named before the
 * words that compare with it ("君の名はみたいな映画"), and what is ruled out before "以外" or "なし".
 */

function rules(moods: ForeignMoods) {
  return [
    says('韓国ドラマ|韓ドラ|韓流ドラマ|k ?ドラマ', { kind: 'origin', origin: 'kdrama', media: 'tv' }),
    genre('ラブコメ|ロマンティックコメディ|ロマンチックコメディ', 'romance', 'comedy'),
    genre('ヒューマンドラマ|人間ドラマ|ドラマ映画', 'drama'),
    genre('アニメーション', 'animation'),
    says('アニメ', { kind: 'origin', origin: 'anime' }),
    says('邦画|日本映画|日本の映画', { kind: 'language', code: 'ja', label: 'Japanese' }),
    says('韓国映画|韓国の映画', { kind: 'language', code: 'ko', label: 'Korean' }),
    mood(
      '家族で|家族向け|家族と|子供と|子どもと|子供向け|子ども向け|キッズ向け|ファミリー向け',
      moods.familyNight,
    ),
    mood('ほっこり|心温まる|癒され|癒やされ|元気が出る|元気になれる|明るい|楽しい|ハッピー', moods.feelGood),
    mood('怖い|こわい|恐ろしい|ゾッと|怖', moods.scary),
    mood('泣ける|泣きたい|感動|切ない|悲しい', moods.sad),
    mood('ハラハラ|ドキドキ|手に汗握る|スリリング', moods.thrilling),
    mood('暗い|ダークな|重い|バイオレンス|残酷', moods.dark),
    mood('どんでん返し|考えさせられる|頭を使う', moods.mindBending),
    genre('アクション', 'action'),
    genre('アドベンチャー|冒険', 'adventure'),
    genre('コメディ|喜劇|お笑い|笑える|爆笑', 'comedy'),
    genre('犯罪|クライム|刑事|警察|ギャング|マフィア|ヤクザ', 'crime'),
    genre('ドキュメンタリー', 'documentary'),
    genre('ファミリー|家族', 'family'),
    genre('ファンタジー|魔法', 'fantasy'),
    genre('歴史|時代劇|実話|伝記', 'history'),
    genre('ホラー|怪談|ゾンビ', 'horror'),
    genre('ミュージカル|音楽', 'music'),
    genre('ミステリー|推理|探偵|謎解き', 'mystery'),
    genre('恋愛|ロマンス|ラブストーリー|ラブロマンス', 'romance'),
    genre('sf|サイエンスフィクション|宇宙|近未来', 'scifi'),
    genre('スリラー|サスペンス|スパイ', 'thriller'),
    genre('戦争', 'war'),
    genre('西部劇|ウエスタン', 'western'),
    media('ドラマ|連ドラ|テレビ番組|番組|シリーズ|海外ドラマ', 'tv'),
    media('映画|洋画|ムービー', 'movie'),
    says(
      '見たことがあっても|観たことがあっても|見たやつでも|もう一度見|もう一回見|見返',
      { kind: 'watched' },
      false,
    ),
    says('他の|ほかの|別の|もっと', { kind: 'more' }, false),
    says('最新|新作|新しい|最近の', { kind: 'era', era: 'recent' }),
    says('古い|昔の|懐かしい', { kind: 'era', era: 'old' }),
    says('隠れた名作|知る人ぞ知る', { kind: 'quality', quality: 'hidden-gem' }, false),
    says('名作|不朽の', { kind: 'quality', quality: 'acclaimed', old: true }, false),
    says('傑作|評価の高い|高評価|最高の', { kind: 'quality', quality: 'acclaimed' }, false),
    says('人気|話題|流行り|はやり', { kind: 'quality', quality: 'popular' }),
    says('短い|短め|サクッと', { kind: 'length', length: { kind: 'short', maxMinutes: 100 } }),
    says('長い|長め', { kind: 'length', length: { kind: 'long', minMinutes: 150 } }),
  ];
}

export const JAPANESE: Vocabulary = {
  rules,
  titleBefore: 'みたいな|みたいの|みたいに|のような|のように|っぽい|に似た|に似てる|に似ている|と似た|系の',
  // After a particle or not: "ホラー以外", "ホラーはなし", "怖くない" (the rule reads "怖", this reads "くない").
  negationsAfter:
    '(?:は|が|も|を)?(?:以外|じゃない|じゃなく|ではない|ではなく|なし|無し|抜き|は嫌|いや|除いて|除く|くない|くなく)',
  decades: [{ pattern: '((?:19|20)?\\d0)年代' }],
};
