import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/components/carousel';
import { ARROW_CARD } from './arrow-navigation';
import { useArrowNavigation } from './use-arrow-navigation';

/** A card drawn at a given place: happy-dom lays nothing out, so each element says where it would be. */
function Card({ id, box }: { id: string; box: [left: number, top: number] }) {
  return (
    <Link {...ARROW_CARD} to={`/title/${id}`} data-box={box.join(',')}>
      {`Card ${id}`}
    </Link>
  );
}

function Harness({ children }: { children: ReactNode }) {
  useArrowNavigation();
  return <>{children}</>;
}

/** Two rows (the second scrolled a little further) above a grid of three columns, plus a few form controls. */
function CardsPage() {
  return (
    <main id="main" tabIndex={-1}>
      <h1>Cards</h1>
      <label>
        Search
        <input name="query" />
      </label>
      <label>
        Sort
        <select name="sort">
          <option>One</option>
          <option>Two</option>
        </select>
      </label>
      <Carousel title="Row A">
        {[0, 1, 2, 3].map((column) => (
          <Card key={column} id={`a${column}`} box={[column * 100, 0]} />
        ))}
      </Carousel>
      <Carousel title="Row B">
        {[0, 1, 2, 3].map((column) => (
          <Card key={column} id={`b${column}`} box={[column * 100 - 60, 200]} />
        ))}
      </Carousel>
      <ul aria-label="Grid">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index}>
            <Card id={`g${index}`} box={[(index % 3) * 100, 400 + Math.floor(index / 3) * 180]} />
          </li>
        ))}
      </ul>
      {/* A title can be in two rows: Row C repeats Row A's second card. */}
      <Carousel title="Row C">
        <Card id="c0" box={[0, 800]} />
        <Card id="a1" box={[100, 800]} />
      </Carousel>
    </main>
  );
}

function renderCards() {
  return render(
    <BrowserRouter>
      <Harness>
        <Routes>
          <Route path="/" element={<CardsPage />} />
          <Route
            path="/title/:id"
            element={
              <>
                <h1>Title page</h1>
                <Link to="/watch">Play</Link>
              </>
            }
          />
          <Route path="/watch" element={<h1>Player</h1>} />
        </Routes>
      </Harness>
    </BrowserRouter>,
  );
}

const cardNamed = (id: string) => screen.getAllByRole('link', { name: `Card ${id}` })[0] as HTMLElement;

/** Presses a key on whatever has the focus (or the page), as a keyboard does; returns whether it was taken. */
function press(key: string): boolean {
  const target = document.activeElement ?? document.body;
  return !fireEvent.keyDown(target, { key });
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [left = 0, top = 0] = (this.getAttribute('data-box') ?? '').split(',').map(Number);
    const isCard = this.hasAttribute('data-box');
    return DOMRect.fromRect({ x: left, y: top, width: isCard ? 90 : 0, height: isCard ? 150 : 0 });
  });
});

describe('arrow keys on cards', () => {
  it('Right and Left move along a row, and stop at its ends', () => {
    renderCards();
    cardNamed('a1').focus();

    expect(press('ArrowRight')).toBe(true);
    expect(document.activeElement).toBe(cardNamed('a2'));
    press('ArrowLeft');
    press('ArrowLeft');
    expect(document.activeElement).toBe(cardNamed('a0'));
    // Taken even with nowhere to go, so the row does not scroll away from the focused card.
    expect(press('ArrowLeft')).toBe(true);
    expect(document.activeElement).toBe(cardNamed('a0'));
  });

  it('Down and Up move to the nearest card of the next row, then by one grid line', () => {
    renderCards();
    cardNamed('a2').focus();

    press('ArrowDown');
    expect(document.activeElement).toBe(cardNamed('b3'));
    press('ArrowDown');
    expect(document.activeElement).toBe(cardNamed('g2'));
    press('ArrowDown');
    expect(document.activeElement).toBe(cardNamed('g5'));
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(cardNamed('b3'));
  });

  it('leaves Up above the first row and Down below the last to the page (it scrolls)', () => {
    renderCards();
    cardNamed('a1').focus();
    expect(press('ArrowUp')).toBe(false);
    cardNamed('c0').focus();
    expect(press('ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(cardNamed('c0'));
  });

  it('Home and End go to the first and last card of the row', () => {
    renderCards();
    cardNamed('b1').focus();
    press('End');
    expect(document.activeElement).toBe(cardNamed('b3'));
    press('Home');
    expect(document.activeElement).toBe(cardNamed('b0'));
  });

  it('leaves Home and End to the page on a grid card', () => {
    renderCards();
    cardNamed('g4').focus();
    expect(press('End')).toBe(false);
    expect(press('Home')).toBe(false);
    expect(document.activeElement).toBe(cardNamed('g4'));
  });

  it('never takes the keys of a text box or a select', () => {
    renderCards();
    const box = screen.getByRole('textbox', { name: 'Search' });
    box.focus();
    for (const key of ['ArrowDown', 'ArrowRight', 'Home', 'End', 'Backspace', 'Escape']) {
      expect(press(key), key).toBe(false);
      expect(document.activeElement).toBe(box);
    }
    const select = screen.getByRole('combobox', { name: 'Sort' });
    select.focus();
    expect(press('ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(select);
  });

  it('does nothing while a dialog is open, or with a modifier held', () => {
    renderCards();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    cardNamed('a1').focus();
    expect(press('ArrowRight')).toBe(false);
    expect(document.activeElement).toBe(cardNamed('a1'));
    dialog.remove();

    expect(!fireEvent.keyDown(cardNamed('a1'), { key: 'ArrowRight', altKey: true })).toBe(false);
    expect(document.activeElement).toBe(cardNamed('a1'));
  });

  it('leaves a key that another handler already took', () => {
    renderCards();
    const card = cardNamed('a1');
    card.addEventListener('keydown', (event) => event.preventDefault());
    card.focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(card);
  });
});

describe('right to left', () => {
  /** A row and a two-column grid laid out from the right, as an Arabic page lays them out. */
  function renderRightToLeft() {
    return render(
      <BrowserRouter>
        <Harness>
          <main dir="rtl">
            <Carousel title="Row R">
              {[0, 1, 2].map((column) => (
                <Card key={column} id={`r${column}`} box={[200 - column * 100, 0]} />
              ))}
            </Carousel>
            <ul aria-label="Grid">
              {[0, 1].map((index) => (
                <li key={index}>
                  <Card id={`h${index}`} box={[150 - index * 100, 200]} />
                </li>
              ))}
            </ul>
          </main>
        </Harness>
      </BrowserRouter>,
    );
  }

  it('Left moves to the visually next card (forward in reading order), Right back, stopping at the ends', () => {
    renderRightToLeft();
    cardNamed('r0').focus();

    press('ArrowLeft');
    expect(document.activeElement).toBe(cardNamed('r1'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(cardNamed('r2'));
    expect(press('ArrowLeft')).toBe(true);
    expect(document.activeElement).toBe(cardNamed('r2'));
    press('ArrowRight');
    expect(document.activeElement).toBe(cardNamed('r1'));
  });

  it('Down lands on the card below, and Home and End go to the first (rightmost) and last card of the row', () => {
    renderRightToLeft();
    cardNamed('r2').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(cardNamed('h1'));

    cardNamed('r1').focus();
    press('Home');
    expect(document.activeElement).toBe(cardNamed('r0'));
    press('End');
    expect(document.activeElement).toBe(cardNamed('r2'));
  });
});

describe('back to where you were', () => {
  it('Backspace on the opened page goes back and focuses the card that was opened', async () => {
    renderCards();
    cardNamed('b2').focus();
    fireEvent.click(cardNamed('b2'));
    expect(await screen.findByRole('heading', { name: 'Title page' })).toBeTruthy();
    document.body.focus();

    expect(press('Backspace')).toBe(true);

    await screen.findByRole('heading', { name: 'Cards' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cardNamed('b2')));
  });

  it('Escape goes back too, but not from the first page of the visit', async () => {
    renderCards();
    cardNamed('a0').focus();
    expect(press('Escape')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Cards' })).toBeTruthy();

    fireEvent.click(cardNamed('g4'));
    await screen.findByRole('heading', { name: 'Title page' });
    expect(press('Escape')).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(cardNamed('g4')));
  });

  it('returns to the row the card was opened from when the title is in two rows', async () => {
    renderCards();
    const rowC = () => within(screen.getByRole('region', { name: 'Row C' }));
    fireEvent.click(rowC().getByRole('link', { name: 'Card a1' }));
    await screen.findByRole('heading', { name: 'Title page' });
    expect(press('Backspace')).toBe(true);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(rowC().getByRole('link', { name: 'Card a1' })),
    );
  });

  it('on the player Escape stays its own (the lights), while Backspace still goes back', async () => {
    renderCards();
    fireEvent.click(cardNamed('a0'));
    await screen.findByRole('heading', { name: 'Title page' });
    fireEvent.click(screen.getByRole('link', { name: 'Play' }));
    await screen.findByRole('heading', { name: 'Player' });
    document.body.focus();

    expect(press('Escape')).toBe(false);
    expect(press('Backspace')).toBe(true);
    await screen.findByRole('heading', { name: 'Title page' });
  });

  it('Backspace on a control of the page is left to it', async () => {
    renderCards();
    fireEvent.click(cardNamed('a3'));
    await screen.findByRole('heading', { name: 'Title page' });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(press('Backspace')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Title page' })).toBeTruthy();
    button.remove();
  });
});
