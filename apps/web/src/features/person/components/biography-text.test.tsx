import { PERSON } from '@kinora/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BiographyText } from './biography-text';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('BiographyText', () => {
  it('says so when there is no biography', () => {
    render(<BiographyText text="  " />);
    expect(screen.getByText('No biography available for this person.')).toBeTruthy();
  });

  it('shows a short biography whole, with no button', () => {
    render(<BiographyText text="Born by the sea." />);
    expect(screen.getByText('Born by the sea.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('unfolds with Read more until the end, then Read less folds it back', () => {
    const text = words(120); // about 830 characters: 350, 650, then all of it
    expect(text.length).toBeGreaterThan(PERSON.BIOGRAPHY_CHARS.INITIAL + PERSON.BIOGRAPHY_CHARS.STEP);
    const { container } = render(<BiographyText text={text} />);
    const shown = () => container.querySelector('p')!.textContent!;

    expect(shown()).toBe(`${text.slice(0, PERSON.BIOGRAPHY_CHARS.INITIAL).trimEnd()}…`);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(shown()).toBe(
      `${text.slice(0, PERSON.BIOGRAPHY_CHARS.INITIAL + PERSON.BIOGRAPHY_CHARS.STEP).trimEnd()}…`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(shown()).toBe(text);

    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(shown()).toBe(`${text.slice(0, PERSON.BIOGRAPHY_CHARS.INITIAL).trimEnd()}…`);
  });
});
