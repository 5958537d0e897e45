import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { renderApp } from '@/test/render-app';
import { rememberLanguage } from '../utils/language-choice';
import { reloadPage } from '../utils/reload-page';

vi.mock('../utils/reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  rememberLanguage(null);
  vi.stubGlobal('fetch', createFakeTrpc().fetch);
});

describe("the landing's language switcher", () => {
  it('is a labelled select of every language, named in itself, showing the page’s own', async () => {
    renderApp('/', null);

    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    expect(select.value).toBe('en');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.lang, option.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['pt-BR', 'Português (Brasil)'],
      ['ja', '日本語'],
      ['ko', '한국어'],
      ['ar', 'العربية'],
    ]);
    // A visitor has no setting to leave unset: no "Browser default".
    expect(options).toHaveLength(8);
  });

  it('keeps the choice in a cookie for a year, then reloads the page in it', async () => {
    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      written.push(value);
    });
    renderApp('/', null);

    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), {
      target: { value: 'pt-BR' },
    });
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(written).toEqual(['kinora_lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Applying…' }) as HTMLButtonElement).disabled).toBe(true);
    cookie.mockRestore();
  });
});
