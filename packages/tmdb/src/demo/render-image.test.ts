import { describe, expect, it } from 'vitest';
import { allPersonIds, utc } from '../../test/demo-helpers';
import { createDemoCatalogue } from './demo-catalogue';
import { renderDemoImage } from './render-image';
import { escapeXml, fitText, initials, posterSvg } from './svg';

const catalogue = createDemoCatalogue({ now: () => utc(2025, 3, 3) });
const movie = (await catalogue.movieList('popular')).results.find((m) => m.poster_path && m.backdrop_path)!;
const show = (await catalogue.tvList('top_rated')).results.find((s) => s.poster_path)!;
const showDetail = await catalogue.details('tv', show.id);
const season = showDetail.seasons!.find((s) => s.poster_path)!;
const episode = (await catalogue.season(show.id, showDetail.seasons![0]!.season_number)).episodes.find(
  (e) => e.still_path,
)!;
const person = (await catalogue.popularPeople()).results.find((p) => p.profile_path)!;

const dimensions = (svg: string) => {
  const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe('renderDemoImage', () => {
  it.each([
    ['poster', () => movie.poster_path!, 2 / 3, movie.title!],
    ['tv poster', () => show.poster_path!, 2 / 3, show.name!],
    ['season poster', () => season.poster_path!, 2 / 3, 'SEASON'],
    ['still', () => episode.still_path!, 16 / 9, `E${episode.episode_number}`],
    ['profile', () => person.profile_path!, 2 / 3, initials(person.name)],
  ])('draws a %s as well-formed SVG of the right shape, with its text', (_kind, path, ratio, text) => {
    const image = renderDemoImage(path(), 'w500')!;
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(image.body.endsWith('</svg>')).toBe(true);
    const { width, height } = dimensions(image.body);
    expect(width).toBe(500);
    expect(Math.abs(width / height - ratio)).toBeLessThan(0.01);
    expect(image.body).toContain(escapeXml(text).split(' ')[0]);
    expect(image.body.length).toBeLessThan(6_000);
    expect(image.body).not.toMatch(/<script|on\w+=|href=/i);
  });

  it('draws a backdrop as well-formed 16:9 SVG without text: the page puts its own title over it', () => {
    const image = renderDemoImage(movie.backdrop_path!, 'w500')!;
    const { width, height } = dimensions(image.body);
    expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
    expect(image.body.endsWith('</svg>')).toBe(true);
    expect(image.body).not.toContain('<text');
    expect(image.body).not.toMatch(/<script|on\w+=|href=/i);
  });

  it('draws originals larger than thumbnails', () => {
    expect(dimensions(renderDemoImage(movie.backdrop_path!, 'original')!.body).width).toBeGreaterThanOrEqual(
      1280,
    );
    expect(dimensions(renderDemoImage(movie.poster_path!, 'original')!.body).width).toBeGreaterThan(500);
  });

  it('draws different ids differently', async () => {
    const posters = (await catalogue.movieList('popular', 2)).results.flatMap((m) =>
      m.poster_path ? [m.poster_path] : [],
    );
    const bodies = posters.map((p) => renderDemoImage(p, 'w500')!.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    const colours = posters.map((p) => /stop-color="([^"]+)"/.exec(renderDemoImage(p, 'w500')!.body)?.[1]);
    expect(new Set(colours).size).toBeGreaterThan(posters.length / 2);
  });

  it('hands out raster paths whose .svg twin names the same drawing (lists saved before keep theirs)', () => {
    expect(movie.poster_path).toMatch(/^\/demo\/\d+\/p-m\d+\.webp$/);
    const raster = renderDemoImage(movie.poster_path!, 'w500')!;
    const vector = renderDemoImage(movie.poster_path!.replace(/\.webp$/, '.svg'), 'w500')!;
    expect([raster.format, vector.format]).toEqual(['webp', 'svg']);
    expect(raster.body).toBe(vector.body);
    expect(renderDemoImage(movie.poster_path!.replace(/\.webp$/, '.png'), 'w500')).toBeNull();
  });

  it('is the same drawing every time', () => {
    expect(renderDemoImage(person.profile_path!, 'w500')).toEqual(
      renderDemoImage(person.profile_path!, 'w500'),
    );
  });

  it('draws the top directors by their real ids', async () => {
    const nolan = await catalogue.person(525);
    expect(renderDemoImage(nolan.profile_path!, 'w500')!.body).toContain('>CN</text>');
  });

  it("leaves a person's name out of their photo: the caption below it already shows the name", () => {
    const body = renderDemoImage(person.profile_path!, 'w500')!.body;
    expect(body).toContain(`>${initials(person.name)}</text>`);
    expect(body.match(/<text/g)).toHaveLength(1);
    expect(body).not.toContain(escapeXml(person.name));
  });

  it('answers null for anything that is not an existing demo image', async () => {
    const hostile = [
      '../etc/passwd',
      '/demo/1/../../etc/passwd',
      '/demo/1/p-m600000.svg<script>alert(1)</script>',
      '<script>alert(1)</script>',
      `/demo/1/p-m${'9'.repeat(100_000)}.svg`,
      'x'.repeat(1_000_000),
      '',
      '/demo/1/p-m600000.png',
      '/demo/1/x-m600000.svg',
      '/demo/1/f-m600000.svg',
      '/demo/1/s-m600000.svg',
      '/demo/1/p-m1.svg',
      '/demo/1/p-m999999999.svg',
      '/demo/99999999999/p-m600000.svg',
      '/demo/1/f-c1.svg',
      '/demo/1/s-e10000999.svg',
      '/demo/1/p-n9000009.svg',
    ];
    for (const path of hostile) expect(renderDemoImage(path, 'w500'), path.slice(0, 60)).toBeNull();
    expect(renderDemoImage(movie.poster_path!, 'w92' as 'w500')).toBeNull();
    expect(renderDemoImage(undefined as unknown as string, 'w500')).toBeNull();
    expect(renderDemoImage(movie.poster_path!, '__proto__' as 'w500')).toBeNull();
  });

  it('answers null for the image of something that has none', async () => {
    const people = await Promise.all(
      allPersonIds()
        .slice(0, 200)
        .map((id) => catalogue.person(id)),
    );
    const faceless = people.find((p) => p.profile_path === null)!;
    expect(renderDemoImage(`/demo/1/f-c${faceless.id}.svg`, 'w500')).toBeNull();
  });
});

describe('SVG text', () => {
  it('escapes markup characters in titles', () => {
    const body = posterSvg({ hash: 7, title: 'Tom & Jerry <b>"Live"</b> \'n\' more', subtitle: 'A<B' }, 500);
    expect(body).toContain('Tom &amp; Jerry');
    expect(body).toContain('&lt;b&gt;&quot;Live&quot;&lt;/b&gt;');
    expect(body).toContain('A&lt;B');
    expect(body).not.toContain('<b>');
    expect(body.match(/<text/g)?.length).toBe(body.match(/<\/text>/g)?.length);
  });

  it('wraps long titles into a few lines, shrinking then truncating', () => {
    const short = fitText('Harbor', 340, 46);
    expect(short.lines).toEqual(['Harbor']);
    const long = fitText(
      'The Extraordinarily Long And Winding Chronicle Of The Northern Lighthouse Keepers And Their Cats',
      340,
      46,
    );
    expect(long.lines.length).toBeLessThanOrEqual(4);
    expect(long.size).toBeLessThan(46);
    const hostile = fitText('x'.repeat(5_000), 340, 46);
    expect(hostile.lines.join('').length).toBeLessThan(200);
  });

  it('makes initials from names, accents included', () => {
    expect(initials('Zoé Núñez')).toBe('ZN');
    expect(initials('Kim Ji-woo')).toBe('KW');
    expect(initials('Madonna')).toBe('M');
  });
});
