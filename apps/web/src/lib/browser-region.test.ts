import { describe, expect, it } from 'vitest';
import { browserRegion } from './browser-region';

describe('browserRegion', () => {
  it('takes the first language that names a country Kinora lists', () => {
    expect(browserRegion(['en-GB', 'en'])).toBe('GB');
    expect(browserRegion(['en', 'pt-BR'])).toBe('BR');
    expect(browserRegion(['de-de'])).toBe('DE');
  });

  it('answers nothing when no language names a listed country', () => {
    expect(browserRegion(['en', 'fr'])).toBeUndefined();
    expect(browserRegion(['en-XX'])).toBeUndefined();
    expect(browserRegion([])).toBeUndefined();
  });
});
