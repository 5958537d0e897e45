import {
  KIDS_MESSAGES,
  LIST_UNAVAILABLE_MESSAGE,
  LOCALES,
  MESSAGES,
  MY_SERVICES_MESSAGES,
  PASSWORD,
  PROFILES,
  USERNAME,
} from '@kinora/domain';
import {
  changePasswordInputSchema,
  contactMessageSchema,
  createCustomListInputSchema,
  createProfileInputSchema,
  customListChangesSchema,
  customListItemInputSchema,
  LANGUAGE_SETTING_ERROR,
  languageSettingInputSchema,
  markWatchedInputSchema,
  passwordResetInputSchema,
  rateBodySchema,
  signInInputSchema,
  signUpInputSchema,
  watchTargetSchema,
} from '@kinora/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testConfig } from '../config';
import { configureZodMessages } from '../errors/zod-messages';
import { GOOGLE_SIGN_IN_UNAVAILABLE } from '../rest/google-auth';
import { ADMIN_PASSWORD_FIRST, ADMINS_ONLY } from '../services/admin/admin-access';
import { ADMIN_UNLOCKED, WRONG_ADMIN_PASSWORD } from '../services/admin/elevate';
import { NOTIFICATION_NOT_FOUND } from '../services/alerts/mark-notifications-read';
import { PASSWORD_CHANGED } from '../services/auth/change-password';
import { SIGN_IN_AGAIN, WRONG_CURRENT_PASSWORD } from '../services/auth/confirm-owner';
import { GOOGLE_EMAIL_INVALID, GOOGLE_EMAIL_UNVERIFIED } from '../services/auth/google-sign-in';
import {
  ACCOUNT_FOUND,
  ACCOUNT_NOT_FOUND,
  CODE_EXHAUSTED,
  CODE_EXPIRED,
  CODE_WRONG,
} from '../services/auth/password-reset';
import { CONTACT_RECEIVED } from '../services/contact/save-message';
import { LIST_NOT_FOUND } from '../services/custom-lists/custom-list-rows';
import { NOTIFY_MESSAGES } from '../services/notify/notification-settings';
import { PRIVATE_ADDRESS_MESSAGE } from '../services/notify/outbound';
import { PUSH_UNAVAILABLE } from '../services/notify/push-subscriptions';
import { NO_CHANNEL_ON, NOTIFICATION_TESTS_PER_PROFILE } from '../services/notify/send-test';
import { PROFILE_MESSAGES } from '../services/profiles/profile-access';
import type { RateLimitPolicy } from '../services/security/rate-limit-policies';
import * as POLICIES from '../services/security/rate-limit-policies';
import { LINK_INVALID } from '../services/users/email-verification';
import { answerInLanguage, findMessage, translateMessage } from './translate-message';

const config = testConfig({});
const isPolicy = (value: unknown): value is RateLimitPolicy =>
  typeof value === 'object' && value !== null && 'keyPrefix' in value && 'windowMs' in value;

/** Every constant message a viewer can meet, as the services and the domain write it. */
const CONSTANT_MESSAGES: string[] = [
  ...Object.values(MESSAGES),
  ...Object.values(KIDS_MESSAGES),
  ...Object.values(MY_SERVICES_MESSAGES),
  LIST_UNAVAILABLE_MESSAGE,
  LIST_NOT_FOUND,
  ...Object.values(PROFILE_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
  PROFILE_MESSAGES.nameTaken('Ana'),
  PROFILE_MESSAGES.tooMany(PROFILES.MAX_PER_ACCOUNT),
  ...Object.values(NOTIFY_MESSAGES),
  PRIVATE_ADDRESS_MESSAGE,
  PUSH_UNAVAILABLE,
  NO_CHANNEL_ON,
  NOTIFICATION_NOT_FOUND,
  ACCOUNT_NOT_FOUND,
  CODE_EXPIRED,
  CODE_WRONG,
  CODE_EXHAUSTED,
  LINK_INVALID,
  WRONG_CURRENT_PASSWORD,
  SIGN_IN_AGAIN,
  GOOGLE_EMAIL_INVALID,
  GOOGLE_EMAIL_UNVERIFIED,
  GOOGLE_SIGN_IN_UNAVAILABLE,
  ADMINS_ONLY,
  ADMIN_PASSWORD_FIRST,
  WRONG_ADMIN_PASSWORD,
  LANGUAGE_SETTING_ERROR,
  // Every rate limit that words its own refusal (the others answer MESSAGES.RATE_LIMITED).
  ...[...Object.values(POLICIES).filter(isPolicy), NOTIFICATION_TESTS_PER_PROFILE].flatMap((policy) =>
    policy.message ? [policy.message(policy.limit(config))] : [],
  ),
];

/** A form sent wrong in every way the forms can be: each message its schema answers. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const long = (n: number) => 'x'.repeat(n + 1);

describe('translating the messages the doors answer', () => {
  beforeAll(() => configureZodMessages());

  it('knows every constant message a viewer can meet', () => {
    const unknown = CONSTANT_MESSAGES.filter((message) => !findMessage(message));
    expect(unknown).toEqual([]);
  });

  it("knows every message of the forms' schemas (sign-up, sign-in, password, profile, lists, ratings...)", () => {
    const messages = [
      ...messagesOf(signUpInputSchema, [
        {},
        'text',
        { email: 5, username: 5, password: 5 },
        { email: 'not an address', username: 'a', password: 'short' },
        {
          email: `${long(300)}@example.com`,
          username: long(USERNAME.MAX_LENGTH),
          password: long(PASSWORD.MAX_LENGTH),
        },
        { email: 'a@example.com', username: 'no spaces!', password: 'long enough', extra: 1 },
        { email: '', username: '', password: '' },
      ]),
      ...messagesOf(signInInputSchema, [{}, 'text', { email: 'a@example.com' }, { email: 'x', password: 1 }]),
      ...messagesOf(changePasswordInputSchema, [[], { currentPassword: '', newPassword: 'short' }]),
      ...messagesOf(passwordResetInputSchema, [
        [],
        { email: 'a@example.com', code: '12', password: 'long enough' },
      ]),
      ...messagesOf(passwordResetInputSchema, [{ email: 'a@example.com', code: 5, password: 'long enough' }]),
      ...messagesOf(createProfileInputSchema, [
        { name: '' },
        { name: long(PROFILES.NAME_MAX_CHARS) },
        { name: 5, pin: '12', avatar: 'dragon', kids: 'yes' },
        { name: 'Ana', pin: 1234 },
      ]),
      ...messagesOf(createCustomListInputSchema, [
        { name: '' },
        { name: long(100), description: long(1000), public: 1 },
      ]),
      ...messagesOf(customListChangesSchema, [
        { order: 'x' },
        { order: [0] },
        { order: Array(1001).fill(1) },
      ]),
      ...messagesOf(customListItemInputSchema, [{ media_type: 'book', id: 'x', note: long(500) }]),
      ...messagesOf(rateBodySchema, [
        {},
        { rating: 11 },
        { rating: 4, review: long(2000) },
        { rating: 4, season: 1 },
        { rating: 4, season: -1, episode: 1.5 },
        { rating: 4, season: 'a', episode: 20_000 },
      ]),
      ...messagesOf(watchTargetSchema, [
        { type: 'film', id: 0 },
        { type: 'movie', id: 1, season: 1, episode: 1 },
        { type: 'tv', id: 1, season: 1 },
      ]),
      ...messagesOf(markWatchedInputSchema, [{ media_type: 'movie', id: 1, watchedAt: 'yesterday' }]),
      ...messagesOf(contactMessageSchema, [{ name: '', email: 'a@example.com', message: '' }]),
      ...messagesOf(contactMessageSchema, [{ name: 'A', email: 'a@example.com', message: long(5000) }]),
      ...messagesOf(languageSettingInputSchema, [{}, { language: 'xx' }, 'fr', { language: 'fr', theme: 1 }]),
    ];
    expect(messages.length).toBeGreaterThan(40);
    expect([...new Set(messages.filter((message) => !findMessage(message)))]).toEqual([]);
  });

  it('answers in every language, with the values put back where they belong', () => {
    expect(translateMessage('fr', MESSAGES.INVALID_CREDENTIALS)).toBe('Identifiants incorrects');
    expect(translateMessage('ar', MESSAGES.INVALID_CREDENTIALS)).toBe('بيانات تسجيل الدخول غير صحيحة');
    expect(translateMessage('de', PROFILE_MESSAGES.nameTaken('Ana'))).toBe(
      'Es gibt bereits ein Profil namens Ana. Wähle einen anderen Namen.',
    );
    // A number the English writes with its grouping comes back as a number, grouped the viewer's way.
    expect(translateMessage('de', 'A description must be at most 1,000 characters')).toBe(
      'Eine Beschreibung darf höchstens 1.000 Zeichen lang sein',
    );
    expect(translateMessage('ja', 'Movie 550 not found')).toBe('映画550が見つかりません');
    // The specific wording wins over a generic one that would match too.
    expect(translateMessage('fr', 'Email must be text')).toBe('L’adresse e-mail doit être du texte');
    expect(translateMessage('fr', 'kids must be true or false')).toBe('kids doit valoir true ou false');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(translateMessage(locale, MESSAGES.RATE_LIMITED), locale).not.toBe(MESSAGES.RATE_LIMITED);
    }
  });

  it('leaves English as it is, and a message it does not know in English', () => {
    expect(translateMessage('en', MESSAGES.INVALID_CREDENTIALS)).toBe(MESSAGES.INVALID_CREDENTIALS);
    expect(translateMessage('fr', 'Something no catalogue says')).toBe('Something no catalogue says');
    expect(translateMessage('fr', `${'a'.repeat(2000)} is required`)).toBe(`${'a'.repeat(2000)} is required`);
  });

  it('words Arabic counts with the plural form each number takes', () => {
    expect(translateMessage('ar', 'Choose at most 30 services')).toBe('اختر 30 خدمةً على الأكثر');
    expect(translateMessage('ar', PROFILE_MESSAGES.tooMany(6))).toContain('6 ملفات شخصية');
  });
});

describe("a successful answer's message (answerInLanguage)", () => {
  const french = async () => 'fr' as const;

  it('knows the constant confirmations the services answer', () => {
    const confirmations = [ADMIN_UNLOCKED, PASSWORD_CHANGED, ACCOUNT_FOUND, CONTACT_RECEIVED];
    expect(confirmations.filter((message) => !findMessage(message))).toEqual([]);
  });

  it('changes only the message, and hands back the very answer when there is nothing to change', async () => {
    const added = { added: true, message: 'Show added to your watchlist' };
    expect(await answerInLanguage(added, french)).toEqual({
      added: true,
      message: 'Série ajoutée à votre liste',
    });
    expect(added.message).toBe('Show added to your watchlist');
    expect(await answerInLanguage(added, async () => 'en')).toBe(added);
    const health = { message: 'Kinora API is running' };
    const neverAsked = () => Promise.reject(new Error('the language was looked up for nothing'));
    expect(await answerInLanguage(health, neverAsked)).toBe(health);
    for (const other of [null, 'List deleted', [{ message: 'List deleted' }], { message: 5 }]) {
      expect(await answerInLanguage(other, neverAsked)).toBe(other);
    }
  });

  it('words the counts, stars and names the services write, each language its own way', () => {
    const marked =
      '1 episode of season 2 marked watched; 3 older ones did not fit (the history keeps the newest 200 entries)';
    expect(translateMessage('fr', marked)).toBe(
      '1 épisode de la saison 2 marqué comme vu ; 3 plus anciens n’ont pas trouvé de place (l’historique garde les 200 entrées les plus récentes)',
    );
    expect(translateMessage('de', '4 episodes of season 1 marked watched')).toBe(
      '4 Folgen von Staffel 1 als gesehen markiert',
    );
    expect(translateMessage('fr', 'You rated this show 1 star')).toBe(
      'Vous avez donné 1 étoile à cette série',
    );
    expect(translateMessage('pt-BR', 'You already rated this episode 4.5 stars')).toBe(
      'Você já tinha dado 4,5 estrelas a este episódio',
    );
    expect(translateMessage('ar', 'You rated this movie 2 stars')).toBe('قيّمت هذا الفيلم بنجمتين');
    expect(translateMessage('ja', 'Removed from Friday films')).toBe('「Friday films」から削除しました');
    // The exact wording wins over the list's pattern it also fits.
    expect(translateMessage('es', 'Removed from your watchlist')).toBe('Quitado de tu lista');
  });
});
