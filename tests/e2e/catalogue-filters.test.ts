// Filtering the catalogue and the second catalogue in place (docs/product.md §2.3, §4, §5), with state
// in the URL. Expected cards are computed from content/ with the rules of docs/product.md §4 and §5, so a
// new training keeps the test true.
import { afterEach, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from 'playwright-core';
import { describeInBrowser, useE2eSite } from '../support/browser.ts';

const CONTENT = new URL('../../content/', import.meta.url);

interface CourseData {
  title: string;
  category: string;
  level: string;
  format: string;
  financing: string[];
}

type CourseFacet = 'category' | 'level' | 'format' | 'financing';

function readCourses(): CourseData[] {
  return parse(readFileSync(new URL('data/sample-courses.yaml', CONTENT), 'utf8')) as CourseData[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Texts of the cards a visitor can see. */
async function visibleCards(page: Page): Promise<string[]> {
  return (await page.locator('article[data-filter-item]:visible').allInnerTexts()).map(collapse);
}

/** Waits until exactly the cards titled `titles` are visible. */
async function expectCards(page: Page, titles: string[], message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const cards = await visibleCards(page);
        return (
          cards.length === titles.length &&
          titles.every((title) => cards.some((card) => card.includes(collapse(title))))
        );
      },
      {
        message: `${message}: expected exactly [${titles.join(' | ')}], saw [${(await visibleCards(page)).map((card) => card.slice(0, 40)).join(' | ')}]`,
      },
    )
    .toBe(true);
}

function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

async function statusText(page: Page): Promise<string> {
  return collapse(await page.locator('[role="status"]').first().innerText());
}

describeInBrowser('list filters', () => {
  const site = useE2eSite();
  let page: Page;

  afterEach(async () => {
    await page?.context().close();
  });

  test('/formations/: search, level, URL state, empty message, clear button and live count', async () => {
    page = await site.newPage();
    await page.goto(site.url('/formations/'));
    const search = page.locator('input[type="search"][name="q"]');
    expect(await search.getAttribute('placeholder')).toBe('Rechercher par mot-clé…');
    const total = (await visibleCards(page)).length;
    expect(total, 'the four trainings are listed').toBe(4);

    await search.fill('employe');
    await expect.poll(() => visibleCards(page), { message: 'search "employe"' }).toHaveLength(1);
    expect((await visibleCards(page))[0]).toMatch(/employ[ée]\S* commercial/i);
    await expect
      .poll(() => searchParam(page, 'q'), { message: 'URL mirrors the search' })
      .toBe('employe');
    await expect
      .poll(() => statusText(page), { message: 'live region announces the count' })
      .toMatch(/^1 formation\b/);

    await page.reload();
    expect(await search.inputValue(), 'search kept after reload').toBe('employe');
    await expect
      .poll(() => visibleCards(page), { message: 'filter kept after reload' })
      .toHaveLength(1);

    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    expect(await search.inputValue()).toBe('');
    await expect
      .poll(() => visibleCards(page), { message: 'clearing shows every card' })
      .toHaveLength(total);
    await expect
      .poll(() => searchParam(page, 'q'), { message: 'clearing drops q from the URL' })
      .toBeNull();

    await page.locator('select[name="niveau"]').selectOption({ label: 'Niveau 4' });
    await expect.poll(() => visibleCards(page), { message: 'level 4' }).toHaveLength(2);
    await expect.poll(() => searchParam(page, 'niveau')).toBe('4');
    await expect.poll(() => statusText(page)).toMatch(/^2 formations\b/);
    await page.reload();
    expect(
      await page.locator('select[name="niveau"]').inputValue(),
      'level kept after reload',
    ).toBe('4');
    await expect
      .poll(() => visibleCards(page), { message: 'level 4 after reload' })
      .toHaveLength(2);

    const empty = page.getByText('Aucune formation ne correspond à vos critères de recherche.');
    expect(await empty.isVisible(), 'no empty message while cards show').toBe(false);
    await search.fill('zzqxwv');
    await expect.poll(() => visibleCards(page), { message: 'nonsense search' }).toHaveLength(0);
    expect(await empty.isVisible(), 'empty message shown').toBe(true);
  });

  test('/catalogue-formations/: facets are any-of within a group and additive across groups', async () => {
    const courses = readCourses();
    page = await site.newPage();
    await page.goto(site.url('/catalogue-formations/'));
    await expectCards(
      page,
      courses.map((course) => course.title),
      'every course at first',
    );

    const selected: Record<CourseFacet, string[]> = {
      category: [],
      level: [],
      format: [],
      financing: [],
    };
    const toggle = async (facet: CourseFacet, value: string, on: boolean) => {
      const box = page.locator(
        `fieldset input[type="checkbox"][name="${facet}"][value="${value}"]`,
      );
      await (on ? box.check() : box.uncheck());
      selected[facet] = on
        ? [...selected[facet], value]
        : selected[facet].filter((item) => item !== value);
      const expected = courses
        .filter((course) => matchesFacets(course, selected))
        .map((course) => course.title);
      await expectCards(page, expected, `facets ${JSON.stringify(selected)}`);
    };

    const [first, second] = courses;
    if (!first || !second)
      throw new Error('content/data/sample-courses.yaml needs at least two courses');
    await toggle('category', first.category, true);
    await toggle('category', second.category, true);
    await toggle('format', first.format, true);
    await toggle('category', first.category, false);
    await toggle('category', second.category, false);
    await toggle('format', first.format, false);
    const partialFinancing = first.financing.find((value) =>
      courses.some((course) => !course.financing.includes(value)),
    );
    await toggle('financing', partialFinancing ?? first.financing[0] ?? 'CPF', true);
  });
});

/** docs/product.md §4: additive across groups, any selected value within a group, any listed financing. */
function matchesFacets(course: CourseData, selected: Record<CourseFacet, string[]>): boolean {
  return (Object.entries(selected) as [CourseFacet, string[]][]).every(([facet, values]) => {
    const own = facet === 'financing' ? course.financing : [course[facet]];
    return values.length === 0 || values.some((value) => own.includes(value));
  });
}
