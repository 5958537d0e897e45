import { describe, expect, it } from 'vitest';
import { renderPreviewHtml } from './render-preview';
import type { PreviewFacts } from './title-preview';

const facts: PreviewFacts = {
  title: 'Night <b>Shift</b>',
  tagline: null,
  overview: 'A nurse "finds" a door.',
  year: '2021',
  genres: ['Drama', 'Mystery'],
  rating: 7.25,
  minutes: 104,
  cast: ['Ana Ortiz', 'Bo Kim'],
  episodeLine: null,
  backdropUrl: '/img/original/demo/b.svg',
  posterUrl: null,
  hue: 200,
};

describe('the preview page', () => {
  it('escapes every catalogue text, so a title cannot add markup or script', () => {
    const html = renderPreviewHtml({
      ...facts,
      title: '</h1><script>alert(1)</script>',
      cast: ['<img src=x onerror=alert(1)>'],
      backdropUrl: "/img/x');background:url('https://evil.example/",
    });
    expect(html).not.toMatch(/<script|<img src=x|evil\.example/);
    expect(html).toContain('&#60;/h1&#62;&#60;script&#62;');
  });

  it('shows the title, its facts and cast, and falls back to the title where a tagline or poster is missing', () => {
    const html = renderPreviewHtml(facts);
    expect(html).toContain('<h1>Night &#60;b&#62;Shift&#60;/b&#62;</h1>');
    expect(html).toContain('2021 · Drama · Mystery');
    expect(html).toContain('★ 7.3 · 104 min');
    expect(html).toContain('Ana Ortiz · Bo Kim');
    expect(html).toContain('<p class="tagline">Night &#60;b&#62;Shift&#60;/b&#62;</p>');
    expect(html).toContain('poster-blank');
  });

  it('stands still for viewers who asked for reduced motion', () => {
    expect(renderPreviewHtml(facts)).toMatch(
      /prefers-reduced-motion:reduce\)\{\*\{animation:none!important\}/,
    );
  });
});
