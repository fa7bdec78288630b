// The funding rules' sentences (src/lib/funding-rules.ts): each figure read from its one home in
// src/config/funding-rules.ts, and the période de reconversion's fit computed from the trainings given.
import { describe, expect, it } from 'vitest';
import {
  CPF_CAPS_BY_ACTION,
  CPF_ORDER_LEAD_TIME,
  RECONVERSION_PERIOD,
} from '~/config/funding-rules';
import {
  apprenticeshipAidSummary,
  cpfCapsSummary,
  cpfOrderLeadTimeSummary,
  cpfParticipationSummary,
  fundingRuleLines,
  reconversionFit,
  reconversionSummary,
  type ReconversionTrainingFacts,
} from '~/lib/funding-rules';

const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const training = (
  title: string,
  centreHours: number,
  blocks: number[],
): ReconversionTrainingFacts => ({
  title,
  duration: { centreHours },
  certification: {
    blocks: blocks.map((hours, index) => ({ code: `${title}-B${index + 1}`, hours })),
  },
});
const cap = RECONVERSION_PERIOD.maxHours;

describe('reconversionFit', () => {
  it('no whole title above the cap, every block under it', () => {
    const text = flat(reconversionFit([training('B', 700, [300, 315]), training('A', 560, [233])]));
    expect(text).toContain('Nos titres comptent de 560 heures à 700 heures en centre');
    expect(text).toContain(`aucun titre complet n’entre dans le plafond de ${cap} heures`);
    expect(text).toContain('chacun de leurs 3 blocs de compétences (de 233 heures à 315 heures)');
  });

  it('a short title fits, and only some blocks do', () => {
    const text = flat(
      reconversionFit([training('Court', cap, [100, cap + 1]), training('Long', 900, [cap + 50])]),
    );
    expect(text).toContain(`Court entre dans le plafond de ${cap} heures`);
    expect(text).toContain('1 de leurs 3 blocs de compétences y entrent (Court-B1)');
  });

  it('two short titles fit; no block fits', () => {
    const text = flat(
      reconversionFit([training('Un', 100, [cap + 1]), training('Deux', 200, [cap + 2])]),
    );
    expect(text).toContain('Un, Deux entrent dans le plafond');
    expect(text).toContain('aucun de leurs blocs de compétences n’y entre');
  });

  it('without trainings, no range and no fit is claimed', () => {
    expect(reconversionFit([])).not.toContain('Nos titres');
    expect(reconversionSummary()).not.toContain('Nos titres');
  });
});

describe('the rules in sentences', () => {
  it('the période de reconversion states its dates, hours and delays from its one home', () => {
    const text = flat(reconversionSummary([training('A', 560, [233])]));
    expect(text).toContain(`de ${RECONVERSION_PERIOD.minHours} heures à ${cap} heures`);
    expect(text).toContain(
      `au moins ${RECONVERSION_PERIOD.fileDaysBeforeStart} jours avant le début`,
    );
    expect(text).toContain(`dans les ${RECONVERSION_PERIOD.opcoAnswerDays} jours`);
    expect(text).toContain('Nos titres comptent de 560 heures à 560 heures');
  });

  it('the CPF: participation, lead time in working days, caps with the decrees’ status', () => {
    expect(flat(cpfParticipationSummary())).toMatch(/restent à la charge du titulaire/);
    expect(flat(cpfOrderLeadTimeSummary())).toContain(
      `${CPF_ORDER_LEAD_TIME.workingDays} jours ouvrés`,
    );
    const caps = flat(cpfCapsSummary());
    expect(caps).toContain(
      CPF_CAPS_BY_ACTION.decreesPublished ? 'Plafonds fixés par décret' : 'Décrets en attente',
    );
    for (const draft of CPF_CAPS_BY_ACTION.draftCaps) expect(caps).toContain(draft.action);
  });

  it('the apprenticeship aid says the contrat de professionnalisation has none', () => {
    expect(flat(apprenticeshipAidSummary())).toContain(
      'Le contrat de professionnalisation n’ouvre pas droit à cette aide.',
    );
  });

  it('every line of /financement has a date and a source', () => {
    const lines = fundingRuleLines([training('A', 560, [233])]);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line.inForceSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line.source.text.length).toBeGreaterThan(5);
      expect(line.source.url).toMatch(/^https:\/\//);
      expect(line.summary.length).toBeGreaterThan(20);
    }
  });
});
