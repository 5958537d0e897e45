import type { PublicUser } from '@kinora/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash } from '@/components/splash';
import { testConfig, testUser } from '@/test/fixtures';
import { Bootstrap } from './bootstrap';

// Stands in for the App chunk and records whether the bootstrap ever imported it.
const appChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/app/app', () => {
  appChunk.loads += 1;
  return { default: () => <p>the app</p> };
});

/** Inside an awaited act, so React sees the startup promise resolve (an unawaited act never retries). */
async function renderBootstrap(path: string, user: PublicUser | null) {
  window.history.pushState(null, '', path);
  await act(async () => {
    render(
      <Suspense fallback={<Splash />}>
        <Bootstrap startup={Promise.resolve({ config: testConfig, user })} />
      </Suspense>,
    );
  });
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

  it('shows the splash while the session check runs', () => {
    render(
      <Suspense fallback={<Splash />}>
        <Bootstrap startup={new Promise(() => {})} />
      </Suspense>,
    );

    expect(screen.getByRole('status', { name: 'Loading Kinora' })).toBeTruthy();
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
});
