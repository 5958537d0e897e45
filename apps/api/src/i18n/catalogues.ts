import { LOCALES, type Locale } from '@kinora/domain';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import mailAr from './mail/ar.json';
import mailDe from './mail/de.json';
import mailEn from './mail/en.json';
import mailEs from './mail/es.json';
import mailFr from './mail/fr.json';
import mailJa from './mail/ja.json';
import mailKo from './mail/ko.json';
import mailPtBr from './mail/pt-BR.json';
import messagesAr from './messages/ar.json';
import messagesDe from './messages/de.json';
import messagesEn from './messages/en.json';
import messagesEs from './messages/es.json';
import messagesFr from './messages/fr.json';
import messagesJa from './messages/ja.json';
import messagesKo from './messages/ko.json';
import messagesPtBr from './messages/pt-BR.json';
import recommenderAr from './recommender/ar.json';
import recommenderDe from './recommender/de.json';
import recommenderEn from './recommender/en.json';
import recommenderEs from './recommender/es.json';
import recommenderFr from './recommender/fr.json';
import recommenderJa from './recommender/ja.json';
import recommenderKo from './recommender/ko.json';
import recommenderPtBr from './recommender/pt-BR.json';

/**
 * The server's own texts, in the web app's format (flat JSON files of ICU messages, one per locale; decision 016):
 * - `messages`: what the doors answer when they refuse a request, keyed by name, whose English is exactly what the
 *   services and schemas say (translate-message.ts finds the key from the English);
 * - `mail`: the e-mails, by key (mail-text.ts).
 * - `recommender`: what the built-in chat recommender writes, by key (services/chat/recommender/localized.ts).
 * Every file has the keys of its `en.json`; catalogues.test.ts checks that, the ICU and the plural forms.
 */
export const CATALOGUES = {
  messages: {
    en: messagesEn,
    es: messagesEs,
    fr: messagesFr,
    de: messagesDe,
    'pt-BR': messagesPtBr,
    ja: messagesJa,
    ko: messagesKo,
    ar: messagesAr,
  },
  mail: {
    en: mailEn,
    es: mailEs,
    fr: mailFr,
    de: mailDe,
    'pt-BR': mailPtBr,
    ja: mailJa,
    ko: mailKo,
    ar: mailAr,
  },
  recommender: {
    en: recommenderEn,
    es: recommenderEs,
    fr: recommenderFr,
    de: recommenderDe,
    'pt-BR': recommenderPtBr,
    ja: recommenderJa,
    ko: recommenderKo,
    ar: recommenderAr,
  },
} satisfies Record<string, Record<Locale, Record<string, string>>>;

export type Namespace = keyof typeof CATALOGUES;
export type MessageKey<N extends Namespace> = Extract<keyof (typeof CATALOGUES)[N]['en'], string>;
export type MessageValues = Record<string, string | number>;

/** One Lingui instance per locale (an instance speaks one language at a time; requests in eight run at once). */
function compileLocale(locale: Locale): I18n {
  const messages: Messages = {};
  for (const [namespace, byLocale] of Object.entries(CATALOGUES)) {
    const catalogue: Record<string, string> = byLocale[locale];
    for (const [key, message] of Object.entries(catalogue)) {
      messages[`${namespace}.${key}`] = compileMessageOrThrow(message);
    }
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}

let compiled: Map<Locale, I18n> | undefined;

/** Compiled on first use (a few milliseconds), once per process. */
function instanceOf(locale: Locale): I18n {
  compiled ??= new Map(LOCALES.map((each) => [each, compileLocale(each)]));
  return compiled.get(locale) as I18n;
}

/** A message of a namespace in a locale, its `{placeholders}` filled in. */
export function formatMessage<N extends Namespace>(
  locale: Locale,
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  return instanceOf(locale)._(`${namespace}.${key}`, values);
}
