import { describe, expect, it } from 'vitest';
import { chooseLocale, directionOf, matchLocale, negotiateLocale } from './locales';

describe('the viewer language', () => {
  it('takes a shipped tag exactly, else its language, whatever the case', () => {
    expect(matchLocale('pt-BR')).toBe('pt-BR');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('zh-CN')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });

  it('reads Accept-Language by q-value, skipping refused and unknown languages', () => {
    expect(negotiateLocale('zh-CN,zh;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(negotiateLocale('en;q=0.5, ja')).toBe('ja');
    expect(negotiateLocale('fr;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLocale('*')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('ko;q=abc, ar')).toBe('ar');
  });

  it('prefers the profile setting, then the browser, then English', () => {
    expect(chooseLocale('ko', 'fr')).toBe('ko');
    expect(chooseLocale(null, 'fr-FR,en')).toBe('fr');
    expect(chooseLocale('xx', 'zh')).toBe('en');
    expect(chooseLocale(undefined)).toBe('en');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
