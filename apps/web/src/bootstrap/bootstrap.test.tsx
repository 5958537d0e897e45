import type { PublicUser } from '@kinora/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig, testUser } from '@/test/fixtures';
import { Bootstrap } from './bootstrap';
import { loadAppFor } from './start';

// Stands in for the App chunk and records whether the bootstrap ever imported it, and which page it preloaded.
const appChunk = vi.hoisted(() => ({ loads: 0, preloaded: [] as string[] }));
vi.mock('@/app/app', () => {
  appChunk.loads += 1;
  return {
    default: () => <p>the app</p>,
    preloadRoute: async (pathname: string) => {
      appChunk.preloaded.push(pathname);
    },
  };
});

/** What main.tsx does: the startup (App included when needed) first, then React's one render. */
async function renderBootstrap(path: string, user: PublicUser | null) {
  window.history.pushState(null, '', path);
  const App = await loadAppFor(user, path);
  render(<Bootstrap startup={{ config: testConfig, user, App }} />);
}

/** Imports run before this line: a static import of the App by the bootstrap would already have counted. */
const loadsAtImport = appChunk.loads;

beforeEach(() => {
  // A fresh module registry per test, so each dynamic import of the App chunk runs the mock factory again.
  vi.resetModules();
});

describe('Bootstrap', () => {
  it('does not import the App chunk statically', () => {
    expect(loadsAtImport).toBe(0);
  });

  it('renders the landing for a signed-out visitor on / without loading the App chunk', async () => {
    const loadsBefore = appChunk.loads;
    await renderBootstrap('/', null);

    expect(await screen.findByRole('heading', { name: 'Watch Movies, Tv shows, and More' })).toBeTruthy();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/`,
    );
    expect(appChunk.loads).toBe(loadsBefore);
  });

  it('loads the App for a signed-in user', async () => {
    const loadsBefore = appChunk.loads;
    await renderBootstrap('/', testUser);

    expect(await screen.findByText('the app')).toBeTruthy();
    expect(appChunk.loads).toBe(loadsBefore + 1);
  });

  it('loads the App for a signed-out visitor on any other path', async () => {
    await renderBootstrap('/login', null);

    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it("opens /signup in the App when the visitor clicks 'Get Started'", async () => {
    await renderBootstrap('/', null);

    fireEvent.click(await screen.findByRole('link', { name: 'Get Started' }));

    expect(await screen.findByText('the app')).toBeTruthy();
    expect(window.location.pathname).toBe('/signup');
  });

  it('renders the App in its first render once the startup has loaded it, with the page’s own module', async () => {
    appChunk.preloaded.length = 0;
    await renderBootstrap('/movie', testUser);

    // No await: nothing suspends, so the first commit is the App itself.
    expect(screen.getByText('the app')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Kinora' })).toBeNull();
    expect(appChunk.preloaded).toEqual(['/movie']);
  });
});
