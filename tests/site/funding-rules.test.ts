// The funding rules on the built funding pages (/financement/, /entreprises/): each rule of
// src/config/funding-rules.ts is shown with the day it took effect and its source, nothing on those
// pages states a rule without them, the période de reconversion's fit is computed from the content,
// and no contrat de professionnalisation hiring aid is promised without a dated source in force.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listHtmlFiles, loadDocument, pagePathOf, requireDist } from '../support/dist.ts';
import { routeFile } from '../../local/routes.ts';
import * as FUNDING_RULES from '~/config/funding-rules';
import { formatIsoDate } from '~/lib/format';

requireDist();

const flat = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const rules = Object.entries(FUNDING_RULES as Record<string, unknown>)
  .filter(([, rule]) => typeof rule === 'object' && rule !== null && 'inForceSince' in rule)
  .map(([name, rule]): [string, FUNDING_RULES.DatedRule] => [
    name,
    rule as FUNDING_RULES.DatedRule,
  ]);
const dates = new Set(rules.map(([, rule]) => flat(formatIsoDate(rule.inForceSince))));

describe('règles de financement', () => {
  const financement = loadDocument(routeFile('/financement/'));

  it.each(rules)('%s est sur /financement/ avec sa date et sa source', (_name, rule) => {
    const shown = [...financement.querySelectorAll('[data-funding-rule]')].find(
      (element) => element.querySelector(`time[datetime="${rule.inForceSince}"]`) !== null,
    );
    expect(shown).toBeDefined();
    expect(shown!.querySelector(`a[href="${rule.source.url}"]`)).not.toBeNull();
    expect(flat(shown!.textContent)).toContain(flat(rule.source.text));
  });

  it.each(['/financement/', '/entreprises/'])(
    '%s : aucune règle sans sa date d’entrée en vigueur et sa source',
    (path) => {
      const document = loadDocument(routeFile(path));
      const stated = [...document.querySelectorAll('[data-funding-rule], [data-funding-figure]')];
      expect(stated.length).toBeGreaterThan(0);
      for (const element of stated) {
        const text = flat(element.textContent);
        expect(
          [...dates].some((date) => text.includes(date)),
          text,
        ).toBe(true);
        expect(text, text).toContain('Source :');
      }
    },
  );

  it('dit quels titres ou blocs tiennent dans les 450 heures, d’après les heures du contenu', () => {
    const trainings = readdirSync(new URL('../../content/trainings/', import.meta.url))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => {
        const source = readFileSync(
          new URL(`../../content/trainings/${name}`, import.meta.url),
          'utf8',
        );
        return parse(source.split(/^---$/m)[1]!) as {
          duration: { centreHours: number };
          certification: { blocks: { hours: number }[] };
        };
      });
    const hours = trainings.map((training) => training.duration.centreHours);
    const cap = FUNDING_RULES.RECONVERSION_PERIOD.maxHours;
    for (const path of ['/financement/', '/entreprises/']) {
      const document = loadDocument(routeFile(path));
      const text = flat(
        document.querySelector(
          '[data-funding-rule="reconversion"], [data-funding-figure="reconversion"]',
        )?.textContent,
      );
      expect(text, path).toContain(
        `de ${Math.min(...hours)} heures à ${Math.max(...hours)} heures en centre`,
      );
      expect(text, path).toContain('1 février 2026'.replace('1 ', '1er '));
      if (hours.every((value) => value > cap))
        expect(text, path).toContain(
          `aucun titre complet n’entre dans le plafond de ${cap} heures`,
        );
      const blocks = trainings.flatMap((training) => training.certification.blocks);
      if (blocks.every((block) => block.hours <= cap))
        expect(text, path).toContain(`chacun de leurs ${blocks.length} blocs de compétences`);
    }
  });

  it('ne promet aucune aide à l’embauche en contrat de professionnalisation', () => {
    for (const file of listHtmlFiles()) {
      const text = flat(loadDocument(file).querySelector('main')?.textContent);
      expect(text, pagePathOf(file)).not.toMatch(/aide forfaitaire|AFE\b/);
    }
  });
});
