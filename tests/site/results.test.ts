// Every result figure the site shows says what it measures, for which promotion and out of how many
// (Qualiopi indicator 2: a bare percentage without period or headcount is not information).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listHtmlFiles, loadDocument, pagePathOf, requireDist } from '../support/dist.ts';
import { routeFile } from '../../local/routes.ts';

requireDist();

const rows = parse(
  readFileSync(new URL('../../content/data/results.yaml', import.meta.url), 'utf8'),
) as { periodLabel: string; periodEnd: string }[];
const latestPeriod = rows.sort((a, b) => String(b.periodEnd).localeCompare(String(a.periodEnd)))[0]!
  .periodLabel;
const flat = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const PERCENT_ONLY = /^\d{1,3} ?%$/;

describe('chiffres de résultats', () => {
  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))(
    '%s : chaque taux affiché donne sa promotion et ses effectifs',
    (_path, file) => {
      const figures = [...loadDocument(file).querySelectorAll('dd')].filter((dd) =>
        PERCENT_ONLY.test(flat(dd.textContent)),
      );
      // The footer shows two figures on every page.
      expect(figures.length).toBeGreaterThanOrEqual(2);
      for (const figure of figures) {
        const group = flat(figure.parentElement?.textContent);
        expect(group, group).toContain(latestPeriod);
        expect(group, group).toMatch(/\(\d+\/\d+\)|\d+ sur \d+/);
        expect(group, group).toMatch(/réussite|emploi|insertion|satisfaction|abandon/);
      }
    },
  );

  it('le pied de page, le catalogue et la FAQ lisent les mêmes effectifs', () => {
    const footer = flat(loadDocument(routeFile('/')).querySelector('footer')?.textContent);
    expect(footer).toContain(
      `de réussite aux examens, promotion ${latestPeriod}, tous titres (41 sur 48 entrants)`,
    );
    expect(footer).toContain(
      `de retour à l’emploi à 6 mois, promotion ${latestPeriod}, tous titres (36 sur 48 entrants)`,
    );
    const catalogue = [
      ...loadDocument(routeFile('/formations/')).querySelectorAll('#resultats dl > div'),
    ].map((group) => flat(group.textContent));
    expect(catalogue).toEqual([
      expect.stringMatching(
        /^Taux de réussite des candidats présentés 2025, tous titres 41 sur 43\. .+ 95 %$/,
      ),
      expect.stringMatching(
        /^Taux d’insertion professionnelle à 6 mois 2025, tous titres 36 sur 41 · 41 répondants\. .+ 88 %$/,
      ),
      expect.stringMatching(
        /^Taux de satisfaction des apprenants 2025, tous titres 42 sur 43 · 43 répondants\. .+ 98 %$/,
      ),
    ]);
    const results = flat(
      loadDocument(routeFile('/formations/')).getElementById('resultats')?.textContent,
    );
    expect(results).toContain('Chiffres publiés le 15 juillet 2026');
    // The footer's « Méthode et détail des résultats » leads here: its two figures are explained here too.
    expect(results).toContain(
      `Rapportés à tous les entrants, abandons compris et non-répondants comptés sans emploi, comme en pied de page : 85 % de réussite aux examens, promotion ${latestPeriod}, tous titres (41 sur 48 entrants) ; 75 % de retour à l’emploi à 6 mois`,
    );
    const faq = flat(loadDocument(routeFile('/faq/')).body.textContent);
    expect(faq).toContain(
      `Taux de réussite aux examens ${latestPeriod}, tous titres : 85 % (41 sur 48 entrants) (chiffres publiés le 15 juillet 2026)`,
    );
  });
});
