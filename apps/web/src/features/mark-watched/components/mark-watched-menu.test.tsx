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

  it('opens towards the side with room, in either writing direction', async () => {
    serve();
    renderApp(`/movie?id=${MOVIE_ID}&name=x`, testUser);
    const button = await screen.findByRole(
      'button',
      { name: 'Mark watched: Harbor Lights' },
      { timeout: 5_000 },
    );
    /** The menu's side classes when its 120 px wide button sits `left` px from the 1024 px screen's left edge. */
    const sideAt = (left: number) => {
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, 120, 40));
      fireEvent.click(button);
      const menu = screen.getByRole('menu');
      const side = menu.className.split(' ').filter((name) => /^(start|end|left|right)-0$/.test(name));
      key(menu, 'Escape');
      return side;
    };
    expect(window.innerWidth).toBe(1024);
    try {
      // Left to right it runs rightwards from the button's left edge, unless that would leave the screen.
      expect(sideAt(100)).toEqual(['start-0']);
      expect(sideAt(900)).toEqual(['end-0']);
      // Right to left (Arabic) it runs leftwards from the button's right edge, unless that would leave the screen.
      document.documentElement.dir = 'rtl';
      expect(sideAt(900)).toEqual(['start-0']);
      expect(sideAt(10)).toEqual(['end-0']);
    } finally {
      document.documentElement.dir = 'ltr';
    }
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
