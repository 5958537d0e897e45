import { describe, expect, it } from 'vitest';
import { speechLanguage } from './speech-language';

describe('speechLanguage', () => {
  it("listens in the page's language, not the browser's first one", () => {
    expect(speechLanguage('fr', ['en-US', 'en'])).toBe('fr');
    expect(speechLanguage('ar', ['de-DE'])).toBe('ar');
  });

  it("takes the browser's regional variant of that language when it has one", () => {
    expect(speechLanguage('en', ['fr-FR', 'en-GB', 'en'])).toBe('en-GB');
    expect(speechLanguage('es', ['es-MX'])).toBe('es-MX');
  });

  it('keeps a page language that is already regional', () => {
    expect(speechLanguage('pt-BR', ['pt-PT'])).toBe('pt-BR');
  });

  it('listens for English on the pseudo-locale', () => {
    expect(speechLanguage('en-XA', ['en-US'])).toBe('en-US');
  });
});
