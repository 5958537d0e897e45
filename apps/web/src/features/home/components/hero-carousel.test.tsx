import { type CatalogueItem, HERO } from '@kinora/domain';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchLaterActionProvider } from '@/components/watch-later-button';
import { RuntimeConfigProvider } from '@/lib/runtime-config';
import { testConfig } from '@/test/fixtures';
import { HeroCarousel } from './hero-carousel';

const items = [
  { id: 11, title: 'First Light', backdrop_path: '/b11.svg', vote_average: 8, genre_ids: [] },
  { id: 12, title: 'Second Wind', backdrop_path: '/b12.svg', vote_average: 6, genre_ids: [] },
] as unknown as CatalogueItem[];

const noAction = () => ({ add() {}, isAdding: false });

/** The system's reduced-motion setting, as the browser reports it through matchMedia. */
function mockReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function renderHero() {
  render(
    <RuntimeConfigProvider value={testConfig}>
      <WatchLaterActionProvider value={noAction}>
        <MemoryRouter>
          <HeroCarousel items={items} media="movie" />
        </MemoryRouter>
      </WatchLaterActionProvider>
    </RuntimeConfigProvider>,
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('HeroCarousel and reduced motion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not advance by itself when the system asks for reduced motion', () => {
    mockReducedMotion(true);
    renderHero();

    wait((HERO.ROTATION_MS + HERO.FADE_MS) * 3);

    expect(shownTitle()).toBe('First Light');
  });

  it('still moves by its Next button under reduced motion, at once', () => {
    mockReducedMotion(true);
    renderHero();

    act(() => screen.getByRole('button', { name: 'Next title' }).click());

    expect(shownTitle()).toBe('Second Wind');
  });

  it('advances after 12 s and the fade when motion is not reduced', () => {
    mockReducedMotion(false);
    renderHero();

    wait(HERO.ROTATION_MS);
    wait(HERO.FADE_MS);

    expect(shownTitle()).toBe('Second Wind');
  });
});
