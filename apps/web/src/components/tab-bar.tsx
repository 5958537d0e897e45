import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { isRightToLeft } from '@/lib/direction';

export interface TabDefinition<Key extends string> {
  key: Key;
  label: string;
}

interface TabBarProps<Key extends string> {
  /** The tab list's accessible name, e.g. 'History lists'. */
  label: string;
  tabs: readonly TabDefinition<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** Unique on the page: tab and panel ids are built from it (see `tabPanelId`). */
  idPrefix: string;
  /** Phones: the tabs share the row's width equally instead of scrolling sideways (for a few short labels). */
  isFilledOnPhones?: boolean;
  className?: string;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
const tabPanelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

type Step = (index: number, count: number) => number;
const forward: Step = (index, count) => (index + 1) % count;
const backward: Step = (index, count) => (index - 1 + count) % count;

/**
 * Arrow keys move between tabs and wrap around; Home and End jump to the ends (WAI-ARIA tabs pattern). Right to
 * left the row runs from the right, so Left is the next tab.
 */
const KEY_STEPS: Readonly<Record<'ltr' | 'rtl', Record<string, Step>>> = {
  ltr: { ArrowRight: forward, ArrowLeft: backward, Home: () => 0, End: (_index, count) => count - 1 },
  rtl: { ArrowLeft: forward, ArrowRight: backward, Home: () => 0, End: (_index, count) => count - 1 },
};

/**
 * A row of tabs following the WAI-ARIA tabs pattern: one tab stop for the whole row (roving tabindex), arrow
 * keys move the focus and select at once (the panels are cheap to show), and each tab controls the panel that
 * `TabPanel` renders with the same `idPrefix`.
 */
export function TabBar<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  isFilledOnPhones = false,
  className = '',
}: TabBarProps<Key>) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[isRightToLeft(event.currentTarget) ? 'rtl' : 'ltr'][event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    onSelect(next.key);
    buttons.current.get(next.key)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={`flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none] ${className}`}
    >
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={`-mb-px min-h-11 shrink-0 border-b-2 text-sm font-semibold motion-safe:transition-colors ${
              isFilledOnPhones
                ? 'flex-1 px-1 leading-tight sm:flex-none sm:px-4 sm:whitespace-nowrap'
                : 'px-4 whitespace-nowrap'
            } ${isSelected ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'}`}
          >
            {isFilledOnPhones ? <PhoneLabel label={tab.label} /> : tab.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * On phones a filled tab's label breaks after its first word, every tab alike: left to the width, one label
 * ("Search History") wrapped and the next ("Chat History") did not, and the row looked uneven.
 */
function PhoneLabel({ label }: { label: string }) {
  const space = label.indexOf(' ');
  if (space < 0) return label;
  return (
    <>
      {label.slice(0, space)}
      <span className="max-sm:block"> {label.slice(space + 1)}</span>
    </>
  );
}

interface TabPanelProps {
  idPrefix: string;
  tabKey: string;
  children: ReactNode;
  className?: string;
}

/** The panel of the selected tab, labelled by it. Focusable, so keyboard users can Tab from the tabs into it. */
export function TabPanel({ idPrefix, tabKey, children, className = '' }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, tabKey)}
      aria-labelledby={tabId(idPrefix, tabKey)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a tab stop
      tabIndex={0}
      className={`focus-visible:outline-offset-4 ${className}`}
    >
      {children}
    </div>
  );
}
