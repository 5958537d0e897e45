import { PERSON, type Person, type PersonCredit } from '@kinora/domain';
import { expect, type Page, test } from '@playwright/test';
import { signUp, trpcQuery } from './support';

/** Person pages against the demo catalogue; each test asks the API for a person that fits. */

type Credit = PersonCredit;

/** Walks the popular people until one fits `fitsPerson` and then `fitsCredits` (their known-for titles). */
async function findPerson(
  page: Page,
  fitsPerson: (person: Person) => boolean,
  fitsCredits: (credits: Credit[]) => boolean = () => true,
) {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const popular = await trpcQuery<{ results: { id: number }[] }>(page, 'catalogue.popularPeople', {
      page: pageNumber,
    });
    for (const { id } of popular.results) {
      const person = await trpcQuery<Person>(page, 'catalogue.person', { id });
      if (!fitsPerson(person)) continue;
      const credits = await trpcQuery<{ cast: Credit[]; crew: Credit[] }>(page, 'catalogue.personCredits', {
        id,
      });
      const knownFor = [...credits.cast, ...credits.crew];
      if (fitsCredits(knownFor)) return { person, knownFor };
    }
  }
  throw new Error('No popular demo person fits');
}

const LONG_BIOGRAPHY = PERSON.BIOGRAPHY_CHARS.INITIAL + 2 * PERSON.BIOGRAPHY_CHARS.STEP;

test('a biography unfolds 300 characters at a time and folds back', async ({ page }) => {
  await signUp(page);
  const { person } = await findPerson(page, (p) => p.biography.trim().length > LONG_BIOGRAPHY);
  await page.goto(`/person/details?id=${person.id}&name=${encodeURIComponent(person.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

  const biography = page.getByText(person.biography.trim().slice(0, 40));
  const shownLength = async () => (await biography.textContent())!.replace(/…$/, '').length;
  const fold = await shownLength();
  expect(fold).toBeLessThanOrEqual(PERSON.BIOGRAPHY_CHARS.INITIAL);
  expect(fold).toBeGreaterThan(PERSON.BIOGRAPHY_CHARS.INITIAL - 10);

  await page.getByRole('button', { name: 'Read more' }).click();
  expect(await shownLength()).toBeGreaterThan(fold + PERSON.BIOGRAPHY_CHARS.STEP - 10);
  while (await page.getByRole('button', { name: 'Read more' }).isVisible()) {
    await page.getByRole('button', { name: 'Read more' }).click();
  }
  await expect(biography).toHaveText(person.biography.trim(), { useInnerText: false });

  await page.getByRole('button', { name: 'Read less' }).click();
  expect(await shownLength()).toBe(fold);
  await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();
});

test('the known-for grid shows 8, then 4 more per Load More with the remaining count, linking to each title', async ({
  page,
}) => {
  await signUp(page);
  const { person, knownFor } = await findPerson(
    page,
    () => true,
    (credits) => credits.length > PERSON.KNOWN_FOR.INITIAL + 2 * PERSON.KNOWN_FOR.STEP,
  );
  await page.goto(`/person/details?id=${person.id}&name=x`);

  const grid = page.getByRole('region', { name: 'Known For' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(PERSON.KNOWN_FOR.INITIAL);
  let shown: number = PERSON.KNOWN_FOR.INITIAL;
  await expect(
    grid.getByRole('button', { name: `Load More (${knownFor.length - shown} remaining)` }),
  ).toBeVisible();

  for (let press = 0; press < 2; press++) {
    await grid.getByRole('button', { name: /^Load More/ }).click();
    shown += PERSON.KNOWN_FOR.STEP;
    await expect(cards).toHaveCount(shown);
    await expect(
      grid.getByRole('button', { name: `Load More (${knownFor.length - shown} remaining)` }),
    ).toBeVisible();
  }

  // Each card shows its year, rating and age tag, and opens the title's own page.
  const first = knownFor[0]!;
  const firstCard = cards.first();
  await expect(firstCard).toContainText(/(\d{4}|Unknown year) · ★ (\d+\.\d|NR)/);
  await expect(firstCard).toContainText(/18\+|PG-13/);
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(
    first.media_type === 'movie'
      ? new RegExp(`/movie\\?id=${first.id}&`)
      : new RegExp(`/tv/details\\?id=${first.id}&`),
  );
});

test("a living person's age is computed from their birthday", async ({ page }) => {
  await signUp(page);
  const { person } = await findPerson(page, (p) => p.birthday !== null && p.deathday === null);
  await page.goto(`/person/details?id=${person.id}&name=x`);

  const [year, month, day] = person.birthday!.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const hadBirthday = now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  const age = now.getFullYear() - year - (hadBirthday ? 0 : 1);
  await expect(page.getByText(`(age ${age})`)).toBeVisible();
});

test('a person without a biography says so', async ({ page }) => {
  await signUp(page);
  const { person } = await findPerson(page, (p) => p.biography.trim() === '');
  await page.goto(`/person/details?id=${person.id}&name=x`);
  await expect(page.getByText('No biography available for this person.')).toBeVisible();
});

test('an unknown person is reported as not found', async ({ page }) => {
  await signUp(page);
  await page.goto('/person/details?id=1&name=nobody');
  await expect(page.getByRole('heading', { level: 1, name: 'Person not found' })).toBeVisible();
});
