import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating';

/** The control as a form holds it: the value it shows is the last one it reported. */
function Harness({ start = null, onCommit }: { start?: number | null; onCommit?: () => void }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <StarRating value={value} onChange={setValue} label="Your rating of Harbor Lights" onCommit={onCommit} />
  );
}

const slider = () => screen.getByRole('slider', { name: 'Your rating of Harbor Lights' });
const press = (key: string) => fireEvent.keyDown(slider(), { key });

/** Lays the stars out 100 px wide from x = 0, as a browser would. */
function layOut(element: HTMLElement) {
  element.getBoundingClientRect = () =>
    ({ left: 0, right: 100, width: 100, top: 0, bottom: 20, height: 20, x: 0, y: 0 }) as DOMRect;
}

describe('the star rating control', () => {
  it('is a named slider from half a star to five stars that says its value in stars', () => {
    render(<Harness start={7} />);
    expect(slider().getAttribute('aria-valuemin')).toBe('0.5');
    expect(slider().getAttribute('aria-valuemax')).toBe('5');
    expect(slider().getAttribute('aria-valuenow')).toBe('3.5');
    expect(slider().getAttribute('aria-valuetext')).toBe('3.5 stars');
    expect(slider().tabIndex).toBe(0);
  });

  it('says when nothing is rated yet, and starts at half a star from the keyboard', () => {
    render(<Harness />);
    expect(slider().getAttribute('aria-valuetext')).toBe('Not rated');
    expect(slider().hasAttribute('aria-valuenow')).toBe(false);
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuetext')).toBe('0.5 stars');
  });

  it('moves half a star per arrow key and goes to the ends with Home and End', () => {
    render(<Harness start={6} />);
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuetext')).toBe('3.5 stars');
    press('ArrowUp');
    expect(slider().getAttribute('aria-valuetext')).toBe('4 stars');
    press('ArrowLeft');
    press('ArrowDown');
    press('ArrowDown');
    expect(slider().getAttribute('aria-valuetext')).toBe('2.5 stars');
    press('End');
    expect(slider().getAttribute('aria-valuetext')).toBe('5 stars');
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuetext')).toBe('5 stars');
    press('Home');
    expect(slider().getAttribute('aria-valuetext')).toBe('0.5 stars');
    press('ArrowLeft');
    expect(slider().getAttribute('aria-valuetext')).toBe('0.5 stars');
    press('End');
    press('ArrowLeft');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(slider().getAttribute('aria-valuetext')).toBe('3.5 stars');
  });

  it('in a right-to-left page, moves toward more stars with the left arrow, the way the stars fill', () => {
    // jsdom has no browser style sheet to turn `dir` into `direction`, so the page says both.
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Harness start={6} />
      </div>,
    );
    press('ArrowLeft');
    expect(slider().getAttribute('aria-valuetext')).toBe('3.5 stars');
    press('ArrowRight');
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuetext')).toBe('2.5 stars');
    press('ArrowUp');
    expect(slider().getAttribute('aria-valuetext')).toBe('3 stars');
  });

  it('rates the half of the star under a click or a tap, and follows a drag', () => {
    render(<Harness />);
    layOut(slider());
    fireEvent.pointerDown(slider(), { clientX: 65, pointerId: 1, pointerType: 'touch' });
    expect(slider().getAttribute('aria-valuetext')).toBe('3.5 stars');
    fireEvent.pointerDown(slider(), { clientX: 100, pointerId: 1, pointerType: 'mouse' });
    expect(slider().getAttribute('aria-valuetext')).toBe('5 stars');
    fireEvent.pointerDown(slider(), { clientX: 3, pointerId: 1, pointerType: 'pen' });
    expect(slider().getAttribute('aria-valuetext')).toBe('0.5 stars');
  });

  it('submits with Enter, and leaves Tab to the page', () => {
    const onCommit = vi.fn();
    render(<Harness start={4} onCommit={onCommit} />);
    press('Enter');
    expect(onCommit).toHaveBeenCalledTimes(1);
    const tab = fireEvent.keyDown(slider(), { key: 'Tab' });
    expect(tab).toBe(true);
    expect(slider().getAttribute('aria-valuetext')).toBe('2 stars');
  });
});
