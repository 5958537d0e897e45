import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar, TabPanel } from './tab-bar';

const TABS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'c', label: 'Gamma' },
] as const;

function Tabs({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <div dir={dir}>
      <TabBar label="Letters" tabs={TABS} selected={selected} onSelect={setSelected} idPrefix="t" />
      <TabPanel idPrefix="t" tabKey={selected}>
        {`Panel ${selected}`}
      </TabPanel>
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('selects a tab on click and labels its panel with it', () => {
    render(<Tabs />);
    fireEvent.click(tab('Beta'));

    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('Panel b');
  });

  it('moves focus and selection with the arrow keys, wrapping around, and Home/End', () => {
    render(<Tabs />);
    const list = screen.getByRole('tablist', { name: 'Letters' });

    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Gamma'));

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Alpha'));

    fireEvent.keyDown(list, { key: 'End' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
  });

  it('right to left, Left moves to the next tab (the row runs from the right) and Right to the previous', () => {
    render(<Tabs dir="rtl" />);
    const list = screen.getByRole('tablist', { name: 'Letters' });

    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Beta'));

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gamma'));
  });

  it('is a single tab stop: only the selected tab is in the tab order', () => {
    render(<Tabs />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
