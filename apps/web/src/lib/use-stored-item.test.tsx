import { SESSION_KEYS } from '@kinora/domain';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './storage';
import { useStoredItem } from './use-stored-item';

const KEY = SESSION_KEYS.HISTORY_TAB;

/** Two tabs whose only difference on screen is an attribute, as a tab bar's is. */
function Tabs() {
  const [stored, remember] = useStoredItem(sessionStore, KEY);
  const selected = stored ?? 'search';
  return (
    <div role="tablist">
      {['search', 'chat'].map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={selected === tab}
          onClick={() => remember(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

const selectedTab = (container: HTMLElement) =>
  container.querySelector('[aria-selected="true"]')?.textContent;

afterEach(() => sessionStorage.clear());

describe('useStoredItem', () => {
  it("adopts the server's markup, then shows the stored choice (React would leave an attribute as the server drew it)", async () => {
    const container = document.createElement('div');
    // The server has no storage: its markup selects the default.
    container.innerHTML = renderToString(<Tabs />);
    expect(selectedTab(container)).toBe('search');
    sessionStorage.setItem(KEY, 'chat');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Tabs />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(selectedTab(container)).toBe('chat');
  });

  it('reads the stored choice in a render of its own, and a choice re-renders every reader', async () => {
    sessionStorage.setItem(KEY, 'chat');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <Tabs />
          <Tabs />
        </>,
      ),
    );
    expect([...container.querySelectorAll('[aria-selected="true"]')].map((b) => b.textContent)).toEqual([
      'chat',
      'chat',
    ]);
    await act(async () => container.querySelector('button')!.click());
    expect(sessionStorage.getItem(KEY)).toBe('search');
    expect([...container.querySelectorAll('[aria-selected="true"]')].map((b) => b.textContent)).toEqual([
      'search',
      'search',
    ]);
    root.unmount();
  });
});
