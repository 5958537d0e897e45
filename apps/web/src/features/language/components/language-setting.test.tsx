import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError, type TrpcHandler } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { rememberLanguage } from '../utils/language-choice';
import { reloadPage } from '../utils/reload-page';

vi.mock('../utils/reload-page', () => ({ reloadPage: vi.fn() }));

/** /profile's own questions, and `language.set` answered by `set`. */
function serve(set: TrpcHandler) {
  const api = createFakeTrpc({
    'account.region': () => ({ region: null }),
    'services.list': () => ({ region: 'US', content: [] }),
    'language.set': set,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const languageSelect = () =>
  screen.findByRole('combobox', { name: 'Language' }) as Promise<HTMLSelectElement>;

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.mocked(reloadPage).mockClear();
  rememberLanguage(null);
});

describe("the profile's language setting", () => {
  it('shows the current choice among every language, each named in itself, and the browser default', async () => {
    serve(() => ({ success: true, language: 'fr', effective: 'fr' }));
    renderApp('/profile', { ...testUser, language: 'fr' });

    const select = await languageSelect();
    expect(select.value).toBe('fr');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual([
      'Browser default (English)',
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
      '日本語',
      '한국어',
      'العربية',
    ]);
    expect(options.map((option) => option.lang)).toEqual([
      '',
      'en',
      'es',
      'fr',
      'de',
      'pt-BR',
      'ja',
      'ko',
      'ar',
    ]);
    // Nothing to apply until the choice differs from the current one.
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the chosen language with language.set, then reloads the page in it', async () => {
    const api = serve(({ language }) => ({ success: true, language, effective: language }));
    renderApp('/profile', testUser);

    const select = await languageSelect();
    // No setting yet: the browser's languages choose.
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'ar' } });
    // Choosing alone does not reload: a keyboard going through a closed select changes it at each arrow press.
    expect(api.callsOf('language.set')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsOf('language.set')).toEqual([{ language: 'ar' }]);
  });

  it('sends null for "Browser default", and forgets a language chosen while signed out', async () => {
    rememberLanguage('de');
    const api = serve(() => ({ success: true, language: null, effective: 'en' }));
    renderApp('/profile', { ...testUser, language: 'ja' });

    fireEvent.change(await languageSelect(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsOf('language.set')).toEqual([{ language: null }]);
    expect(document.cookie).not.toContain('kinora_lang=de');
  });

  it('says so when the language could not be saved, and stays on the page', async () => {
    serve(() => {
      throw new FakeTrpcError('Language must be one of: en, es, fr, de, pt-BR, ja, ko, ar', 400);
    });
    renderApp('/profile', testUser);

    fireEvent.change(await languageSelect(), { target: { value: 'ko' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('Language must be one of: en, es, fr, de, pt-BR, ja, ko, ar'),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
