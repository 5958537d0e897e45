import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MOVIE_ID = 600001;
const movie = {
  id: MOVIE_ID,
  title: 'Harbor Lights',
  overview: 'A film.',
  vote_average: 7.25,
  release_date: '2020-01-01',
  runtime: 112,
  genres: [],
  backdrop_path: null,
  poster_path: null,
};
const marked = { message: 'Marked watched', added: 1, alreadyThere: 0, leftOut: 0 };

function serve(mark: (input: any) => unknown = () => marked) {
  const server = fakeTrpc({
    'catalogue.details': () => movie,
    'catalogue.credits': () => ({ cast: [], crew: [] }),
    'catalogue.similar': () => ({ page: 1, results: [], total_pages: 0, total_results: 0 }),
    'catalogue.trailers': () => [],
    'catalogue.watchProviders': undefined,
    'ratings.forTitle': () => ({ mine: null, episodes: [], kinora: { average: null, count: 0 } }),
    'history.mark': mark,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });

async function openMenu() {
  renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);
  // The control is loaded with the first title page that shows it.
  const button = await screen.findByRole(
    'button',
    { name: 'Mark watched: Harbor Lights' },
    { timeout: 5_000 },
  );
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.click(button);
  const menu = screen.getByRole('menu', { name: 'Mark watched: Harbor Lights' });
  return { button, menu };
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

// The first test also loads the whole app and the lazily loaded control: slow on a busy machine.
describe('Mark watched on a title page', { timeout: 15_000 }, () => {
  it("offers Today, Pick a date and I don't remember, moved through by keyboard, and Escape gives focus back", async () => {
    serve();
    const { button, menu } = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Today', 'Pick a date…', "I don't remember"]);
    expect(document.activeElement).toBe(items[0]);
    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    key(menu, 'End');
    expect(document.activeElement).toBe(items[2]);
    key(menu, 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    key(menu, 'ArrowUp');
    expect(document.activeElement).toBe(items[2]);
    key(menu, 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks it watched now with Today, and confirms with a toast', async () => {
    const server = serve();
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Today' }));
    expect(await screen.findByText('Marked watched')).toBeTruthy();
    expect(server.callsOf('history.mark')).toEqual([{ media_type: 'movie', id: MOVIE_ID }]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sends null for "I don\'t remember", and the server\'s words when it was already there', async () => {
    const server = serve(() => ({
      ...marked,
      message: 'Already in your watch history',
      added: 0,
      alreadyThere: 1,
    }));
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: "I don't remember" }));
    expect(await screen.findByText('Already in your watch history')).toBeTruthy();
    expect(server.callsOf('history.mark')).toEqual([{ media_type: 'movie', id: MOVIE_ID, watchedAt: null }]);
  });

  it('asks for a date, refuses one in the future, and sends the one picked', async () => {
    const server = serve();
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Pick a date…' }));
    const dialog = await screen.findByRole('dialog', { name: 'When did you watch Harbor Lights?' });
    const input = within(dialog).getByLabelText('Date watched') as HTMLInputElement;
    expect(input.value).toBe(input.max);

    fireEvent.change(input, { target: { value: '2999-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/in the future/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsOf('history.mark')).toEqual([]);

    fireEvent.change(input, { target: { value: '2024-03-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
    expect(await screen.findByText('Marked watched')).toBeTruthy();
    expect(server.callsOf('history.mark')).toEqual([
      { media_type: 'movie', id: MOVIE_ID, watchedAt: '2024-03-05' },
    ]);
  });

  it("shows the server's refusal as an error toast", async () => {
    serve(() => {
      throw new FakeTrpcError('watchedAt cannot be in the future: give today, an earlier date, or null');
    });
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Today' }));
    await waitFor(() => expect(screen.getByText(/cannot be in the future/)).toBeTruthy());
  });
});
