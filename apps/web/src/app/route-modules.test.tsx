import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadRoute } from './route-modules';

vi.mock('./routes/fun', () => ({ default: () => <p>the fun page</p> }));
vi.mock('./routes/directors', () => ({ default: () => <p>the directors page</p> }));

describe('lazyRoute', () => {
  it('renders a preloaded page in the first render, with no fallback in between', async () => {
    const Fun = lazyRoute('fun');
    await preloadRoute('/fun');

    render(
      <Suspense fallback={<p>loading</p>}>
        <Fun />
      </Suspense>,
    );

    // Synchronously: React.lazy would have committed the fallback first.
    expect(screen.getByText('the fun page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads a page that was not preloaded when it first renders, like React.lazy', async () => {
    const Directors = lazyRoute('directors');

    render(
      <Suspense fallback={<p>loading</p>}>
        <Directors />
      </Suspense>,
    );

    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the directors page')).toBeTruthy();
  });

  it('refuses a name with no route module, when the route table loads', () => {
    expect(() => lazyRoute('no-such-page')).toThrow(/no route module/);
  });
});

describe('preloadRoute', () => {
  it('does nothing for a path without a module of its own', async () => {
    await expect(preloadRoute('/l/some-list')).resolves.toBeUndefined();
  });
});
