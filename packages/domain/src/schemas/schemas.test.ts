import { describe, expect, it } from 'vitest';
import { TOP_DIRECTORS } from '../directors';
import { searchInputSchema } from './catalogue';
import { watchTargetSchema } from './lists';
import { signInInputSchema, signUpInputSchema } from './user';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('sign-up and sign-in payloads', () => {
  it('normalises the e-mail and keeps the password as typed', () => {
    const parsed = signUpInputSchema.parse({
      email: '  Ada@Example.COM ',
      username: 'ada',
      password: ' spaced pw ',
    });
    expect(parsed).toEqual({ email: 'ada@example.com', username: 'ada', password: ' spaced pw ' });
  });

  it('explains each problem in words a person can act on', () => {
    expect(
      firstMessage(signUpInputSchema.safeParse({ email: '', username: 'ada', password: 'longenough' })),
    ).toBe('All fields are required');
    expect(
      firstMessage(signUpInputSchema.safeParse({ email: 'a@b.co', username: 'ada', password: 'short' })),
    ).toBe('Password must be at least 8 characters');
    expect(
      firstMessage(signUpInputSchema.safeParse({ email: 'a@b.co', username: 'a d', password: 'longenough' })),
    ).toBe('Username may use letters, digits, dots, dashes and underscores only');
    expect(firstMessage(signInInputSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true }))).toBe(
      'Unknown field: admin',
    );
    expect(firstMessage(signInInputSchema.safeParse(null))).toBe(
      'Send a JSON object with email and password',
    );
  });
});

describe('watch targets', () => {
  it('accepts a movie, a show and an episode', () => {
    expect(watchTargetSchema.safeParse({ type: 'movie', id: 5 }).success).toBe(true);
    expect(watchTargetSchema.safeParse({ type: 'tv', id: 5 }).success).toBe(true);
    expect(watchTargetSchema.safeParse({ type: 'tv', id: 5, season: 1, episode: 2 }).success).toBe(true);
  });

  it('refuses half an episode and episodes of movies', () => {
    expect(firstMessage(watchTargetSchema.safeParse({ type: 'tv', id: 5, season: 1 }))).toBe(
      'Give both season and episode, or neither',
    );
    expect(firstMessage(watchTargetSchema.safeParse({ type: 'movie', id: 5, season: 1, episode: 1 }))).toBe(
      'Only TV shows have seasons and episodes',
    );
  });
});

describe('search input', () => {
  it('trims, and bounds the query length', () => {
    expect(searchInputSchema.parse({ type: 'tv', query: '  dark  ' }).query).toBe('dark');
    expect(firstMessage(searchInputSchema.safeParse({ type: 'tv', query: 'x'.repeat(101) }))).toBe(
      'query must be at most 100 characters',
    );
  });
});

describe('directors', () => {
  it('has the 54 directors with unique numeric ids', () => {
    expect(TOP_DIRECTORS).toHaveLength(54);
    expect(new Set(TOP_DIRECTORS.map((d) => d.id)).size).toBe(54);
    expect(TOP_DIRECTORS.every((d) => Number.isInteger(d.id) && d.id > 0)).toBe(true);
  });
});
