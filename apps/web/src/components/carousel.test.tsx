import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

/** Renders a row in the given direction; its scroller is 600 px wide and records how it is asked to scroll. */
function renderRow(dir: 'ltr' | 'rtl') {
  render(
    <div dir={dir}>
      <Carousel title="Popular">
        <p>a card</p>
      </Carousel>
    </div>,
  );
  const row = document.querySelector<HTMLElement>('[data-arrow-row="Popular"]')!;
  Object.defineProperty(row, 'clientWidth', { value: 600 });
  const scrollBy = vi.fn();
  row.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  return (name: string) => {
    fireEvent.click(screen.getByRole('button', { name }));
    const [options] = scrollBy.mock.lastCall as [ScrollToOptions];
    return options.left;
  };
}

describe('Carousel', () => {
  it('scrolls a page forward to the right, and back to the left, left to right', () => {
    const scrolledBy = renderRow('ltr');
    expect(scrolledBy('Scroll Popular forward')).toBe(600);
    expect(scrolledBy('Scroll Popular back')).toBe(-600);
  });

  it('scrolls a page forward to the left right to left, where the row starts at the right', () => {
    const scrolledBy = renderRow('rtl');
    expect(scrolledBy('Scroll Popular forward')).toBe(-600);
    expect(scrolledBy('Scroll Popular back')).toBe(600);
  });
});
