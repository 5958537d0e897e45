import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue } from './use-browser-value';

function Count({ read }: { read: () => number }) {
  return <p>{useBrowserValue(read, 8)}</p>;
}

describe('useBrowserValue', () => {
  it("draws the server's value in the pass that adopts the server's markup, then the browser's", async () => {
    const container = document.createElement('div');
    // The server has no browser: its markup says 8.
    container.innerHTML = renderToString(<Count read={() => 3} />);
    expect(container.textContent).toBe('8');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Count read={() => 3} />, { onRecoverableError });
    });
    // Adopted without a mismatch (no error, no redraw from scratch), then updated to what this screen knows.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('3');
  });
});
