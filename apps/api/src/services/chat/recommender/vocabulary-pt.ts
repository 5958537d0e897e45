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
 * Brazilian Portuguese words for what the English rules understand (issue 28), over folded text ("ação" reads
 * "acao"). Portuguese shares many words with Spanish ("comédia" and "comedia" fold alike, "terror", "guerra",
 * "anos 80"): those are read by the Spanish rules (vocabulary-fr-es.ts), which mean the same; this file holds what
 * only Portuguese says. Words English uses too ("drama", "romance", "suspense", "musical") are left to English.
 */

function rules(moods: ForeignMoods) {
  return [
    genre('comedias? romanticas?|comedia de romance', 'romance', 'comedy'),
    says('doramas?|novelas? coreanas?|series? coreanas?', { kind: 'origin', origin: 'kdrama', media: 'tv' }),
    says('animacao japonesa|desenhos? japoneses?|animes? japoneses?', { kind: 'origin', origin: 'anime' }),
    genreOf('desenhos? animados?|desenhos?', 'movie', 'animation'),
    genre('ficcao cientifica|espacial|espaciais|futuristas?', 'scifi'),
    genre('de acao|acao', 'action'),
    genre('animacao|animacoes|animados?|animadas?', 'animation'),
    genre('engracad[oa]s?|para rir|de rir|de humor|humoristic[oa]s?', 'comedy'),
    genre('policia(?:l|is)|de crime|criminais|mafiosos?', 'crime'),
    genre('documentarios?', 'documentary'),
    genre('dramatic[oa]s?', 'drama'),
    genre('fantasia|fantastic[oa]s?|de magia|magic[oa]s?', 'fantasy'),
    genre('de epoca|historias? reais|baseados? em fatos reais|biografias?', 'history'),
    genre('de horror|aterrorizantes?', 'horror'),
    genre('musicais', 'music'),
    genre('investigacao|detetives?', 'mystery'),
    genre('de espionagem|espionagem|espioes', 'thriller'),
    genre('guerras', 'war'),
    genre('faroestes?|velho oeste|de cowboys?|de caubois?', 'western'),
    mood(
      '(?:pra|para) (?:cima|relaxar|animar)|alto astral|leves?|de boa|que (?:faz|faca) bem|aconchegantes?|fofos?|fofas?',
      moods.feelGood,
    ),
    mood('assustador(?:a|es|as)?|de dar medo|que d[aeê] medo|de medo|arrepiantes?|sinistros?', moods.scary),
    mood('(?:pra|para) chorar|emocionantes?|comoventes?|tocantes?', moods.sad),
    mood('eletrizantes?|de tirar o folego|tensos?|tensas?', moods.thrilling),
    mood(
      'para (?:a )?familia(?: toda)?|(?:com|em) familia|para (?:as )?criancas|com (?:as |os |meus |minhas )?(?:criancas|filhos)',
      moods.familyNight,
    ),
    mood('sombri[oa]s?|sombrios|pesad[oa]s?|violent[oa]s?', moods.dark),
    mood('que (?:faz|faca) pensar|de (?:dar um )?no na cabeca|com reviravoltas?', moods.mindBending),
    media('novelas?|seriados?|programas? de tv|temporadas?', 'tv'),
    media('filmes?|longas?(?: metragens?)?', 'movie'),
    says(
      'mesmo que (?:eu )?(?:ja )?(?:tenha|o tenha|a tenha) (?:visto|assistido)|(?:ja )?(?:vi|assisti) (?:mas|e)|rever|para rever|de novo',
      { kind: 'watched' },
      false,
    ),
    says('outr[oa]s?|mais opcoes|mais alguns?|mais', { kind: 'more' }, false),
    says('nov[oa]s?|recentes?|lancamentos?|deste ano', { kind: 'era', era: 'recent' }),
    says('antig[oa]s?|velh[oa]s?', { kind: 'era', era: 'old' }),
    says('classic[oa]s?', { kind: 'quality', quality: 'acclaimed', old: true }, false),
    says(
      'melhor(?:es)?|bem avaliad[oa]s?|obras? primas?|premiad[oa]s?',
      { kind: 'quality', quality: 'acclaimed' },
      false,
    ),
    says('em alta|do momento|bombando|sucessos?', { kind: 'quality', quality: 'popular' }),
    says('curt[oa]s?', { kind: 'length', length: { kind: 'short', maxMinutes: 100 } }),
    says('long[oa]s', { kind: 'length', length: { kind: 'long', minMinutes: 150 } }),
  ];
}

export const PORTUGUESE: Vocabulary = {
  rules,
  referenceTriggers: 'parecid[oa]s? com|semelhantes? a|no estilo de|estilo|tipo',
  negations: 'sem|nada de|nao|nenhum|nenhuma|exceto|menos|tirando',
  negationSofteners: 'muito|tao|com|de|sobre|quero|tenha|seja',
  decades: [{ pattern: '(?:(?:da|na) )?decada de ((?:19|20)?\\d0)' }],
  markers: wordList('um uma quero queria gostaria voce indica indique algum alguma pra com assistir'),
  fillerWords: wordList(
    `um uma uns umas o a os as de do da dos das no na nos nas em com para pra pro por que e ou eu me mim meu
     minha voce vc quero queria gostaria procuro procurando indica indique recomenda recomende sugere sugira
     algum alguma alguns algumas coisa coisas assistir ver hoje noite bom boa bons boas muito pouco favor
     obrigado obrigada ola oi tem ter isso esse essa este esta parecido parecidos parecida parecidas
     semelhante semelhantes estilo tipo sem nao nenhum nenhuma exceto menos tirando nada`,
  ),
};
