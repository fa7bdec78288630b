// The programme PDF says what the page's sheet says on the same day: its sessions and their RNCP
// line, the formats without a session, the prices, the warning once the registration has ended.
import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import { renderProgrammePdf } from '~/lib/programme-pdf';
import type { ResultFigure } from '~/lib/results';
import { trainingSheet } from '~/lib/training-sheet';
import { validTraining } from '../../support/training-fixture';

const training = validTraining();
const figure: ResultFigure = {
  indicator: 'passRateCandidates',
  label: 'Taux de réussite des candidats présentés',
  published: true,
  value: 82,
  numerator: 9,
  denominator: 11,
  periodLabel: '2025',
  periodStart: new Date('2024-09-01'),
  periodEnd: new Date('2025-07-31'),
  scope: 'tp-employe-commercial',
  scopeLabel: 'Titre professionnel Employé commercial',
  method: 'Apprenants reçus au titre complet, rapportés aux apprenants présentés à l’examen.',
  sources: ['Procès-verbaux de jury'],
  origins: ['content'],
  publishedAt: new Date('2026-09-01'),
};

/** The PDF's text on one line, as a reader copying it would get it. */
async function programmeText(today: string): Promise<string> {
  const sheet = trainingSheet(training, {
    figures: [figure],
    qualiopi: { status: 'pending' },
    today: new Date(today),
  });
  const bytes = await renderProgrammePdf({ training, sheet });
  const { text } = await extractText(bytes, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('renderProgrammePdf', () => {
  it('is a tagged French PDF titled after the training', async () => {
    const sheet = trainingSheet(training, {
      figures: [],
      qualiopi: { status: 'pending' },
      today: new Date('2026-11-27'),
    });
    const bytes = await renderProgrammePdf({ training, sheet });
    expect(Buffer.from(bytes).toString('latin1')).toContain('/StructTreeRoot');
    const { info } = await getMeta(bytes);
    expect(info.Title).toBe(`Programme – ${training.title}`);
  });

  it('lists the open sessions with the sheet’s RNCP line, and the sections of the page', async () => {
    const text = await programmeText('2026-11-27');
    for (const heading of [
      'Public visé et prérequis',
      'Programme par blocs de compétences',
      'Dates et lieux',
      'Tarifs et financement',
      'Résultats de la formation',
      'Accessibilité et handicap',
      'Contacts et conditions',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Janvier 2027, présentiel');
    expect(text).toContain('Titre enregistré au RNCP jusqu’au 13 octobre 2027');
    expect(text).toContain('Taux de réussite des candidats présentés, promotion 2025 : 82');
    expect(text).not.toContain('Échéance passée');
  });

  it('says the registration has ended, and asks to call for the next date, once no session is open', async () => {
    const text = await programmeText('2027-10-14');
    expect(text).toContain('Échéance passée');
    expect(text).toContain('Prochaines dates : nous consulter');
  });
});
