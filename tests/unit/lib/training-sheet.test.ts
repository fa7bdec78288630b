// The wording the training page and the programme PDF share: one helper, one sentence, both media.
import { describe, expect, it } from 'vitest';
import type { QualiopiStatus } from '~/config/qualiopi';
import type { ResultFigure } from '~/lib/results';
import {
  cancellationTerms,
  hoursText,
  fundedPriceLabel,
  priceLines,
  registrationEndedLine,
  registrationNotice,
  rncpUrl,
  seatsNotice,
  sessionOutlivesRegistrationLine,
  trainingSheet,
  unscheduledFormatsNotice,
} from '~/lib/training-sheet';
import { formatEuros } from '~/lib/format';
import { validTraining } from '../../support/training-fixture';
import { CERTIFIED_QUALIOPI } from '../../support/qualiopi-fixture';

describe('fiche formation', () => {
  it('lie la fiche France compétences du code RNCP', () =>
    expect(rncpUrl('RNCP37099')).toBe('https://www.francecompetences.fr/recherche/rncp/37099/'));

  it('détaille les heures en centre et en entreprise', () => {
    expect(hoursText({ totalHours: 735, centreHours: 560, companyHours: 175 })).toBe(
      '735\u00a0h\u00a0: 560\u00a0h en centre et 175\u00a0h en entreprise',
    );
  });

  it('donne le prix TTC du particulier, HT de l’entreprise et dit si l’examen est compris', () => {
    expect(
      priceLines({ individual: 5900, company: 6490 }, { fee: 250, included: true }, true),
    ).toEqual([
      { label: 'Particulier qui finance lui-même', value: `${formatEuros(5900)} TTC` },
      { label: 'Entreprise ou OPCO', value: `${formatEuros(6490)} HT` },
      { label: 'Frais d’examen', value: `${formatEuros(250)}, compris dans le tarif` },
    ]);
    expect(
      priceLines({ individual: 1, company: 1 }, { fee: 180, included: false }, true)[2]!.value,
    ).toBe(`${formatEuros(180)}, en sus du tarif`);
  });

  it('ne nomme l’OPCO et « Formation financée » qu’une fois les financements publics mobilisables', () => {
    const pending = priceLines({ individual: 1, company: 1 }, { fee: 1, included: true }, false);
    expect(pending[1]!.label).toBe('Entreprise');
    expect(fundedPriceLabel('Formation financée', false)).toBeNull();
    expect(fundedPriceLabel('Formation financée', true)).toBe('Formation financée');
  });

  it('signale une échéance RNCP passée, et seulement alors', () => {
    const expiry = new Date('2026-02-16T00:00:00Z');
    expect(registrationNotice(expiry, new Date('2026-02-15T12:00:00Z'))).toBeUndefined();
    expect(registrationNotice(expiry, new Date('2026-11-22T00:00:00Z'))).toMatch(
      /^Échéance passée/,
    );
    expect(registrationEndedLine(expiry, new Date('2026-02-15T12:00:00Z'))).toBeUndefined();
    expect(registrationEndedLine(expiry, new Date('2026-11-22T00:00:00Z'))).toBe(
      'Enregistrement RNCP échu le 16 février 2026\u00a0: contactez-nous avant de vous inscrire.',
    );
  });

  it('donne les 10 jours du Code du travail et les 14 jours de la vente à distance', () => {
    const [withdrawal] = cancellationTerms();
    expect(withdrawal).toContain('10 jours pour se rétracter à compter de la signature du contrat');
    expect(withdrawal).toContain('L6353-5');
    expect(withdrawal).toContain('14 jours si le contrat est conclu à distance');
  });
});

describe('modalités sans session ouverte', () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  const session = (format: string, deadline: string) => ({
    start: day('2027-01-11'),
    end: day('2027-10-08'),
    registrationDeadline: day(deadline),
    format,
  });
  const formats = ['Présentiel', 'Distanciel', 'Alternance'];
  const today = day('2026-11-25');

  it('les nomme en une phrase, « en distanciel ou en alternance »', () => {
    expect(unscheduledFormatsNotice(formats, [session('Présentiel', '2026-12-18')], today)).toBe(
      'Aucune session n’est programmée pour l’instant en distanciel ou en alternance',
    );
  });
  it('ne dit rien quand chaque modalité a sa session ouverte', () => {
    const all = formats.map((format) => session(format, '2026-12-18'));
    expect(unscheduledFormatsNotice(formats, all, today)).toBeUndefined();
  });
  it('ne dit rien quand aucune session n’est ouverte : « nous consulter » le dit déjà', () => {
    expect(
      unscheduledFormatsNotice(formats, [session('Présentiel', '2026-11-24')], today),
    ).toBeUndefined();
  });
});

describe('session qui finit après l’enregistrement RNCP', () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  const expiry = day('2027-10-13');

  it('le dit sous la session, avec la date de fin d’enregistrement', () => {
    expect(sessionOutlivesRegistrationLine(day('2027-10-15'), expiry, day('2026-11-25'))).toBe(
      'Titre enregistré au RNCP jusqu’au 13 octobre 2027, avant la fin de cette session\u00a0: contactez-nous avant de vous inscrire.',
    );
  });
  it('se tait pour une session qui finit avant, ou le jour même', () => {
    expect(sessionOutlivesRegistrationLine(day('2027-10-13'), expiry, day('2026-11-25'))).toBe(
      undefined,
    );
  });
  it('se tait une fois l’enregistrement échu : l’avertissement de la fiche le dit déjà', () => {
    expect(sessionOutlivesRegistrationLine(day('2028-06-16'), expiry, day('2027-10-14'))).toBe(
      undefined,
    );
  });
});

describe('trainingSheet: what the page and the PDF say of a training on one day', () => {
  const training = validTraining();
  const figure = { publishedAt: new Date('2026-09-01') } as ResultFigure;
  const sheet = (today: string, qualiopi: QualiopiStatus = { status: 'pending' }) =>
    trainingSheet(training, { figures: [figure], qualiopi, today: new Date(today) });

  it('keeps the sessions still open, each with what is said under it', () => {
    const { next, sessions } = sheet('2026-11-27');
    expect(next.label).toBe('Janvier 2027');
    expect(sessions.map((session) => session.format)).toEqual([
      'Présentiel',
      'Distanciel',
      'Alternance',
    ]);
    // The work-study session ends after the title's registration (13 October 2027).
    expect(sessions.map((session) => Boolean(session.outlivesRegistration))).toEqual([
      false,
      true,
      true,
    ]);
    expect(sheet('2027-02-01').sessions.map((session) => session.format)).toEqual([
      'Distanciel',
      'Alternance',
    ]);
  });

  it('leads with the prices until public funding can pay, then with « Formation financée »', () => {
    expect(sheet('2026-11-27').priceLabel).toBeNull();
    expect(sheet('2026-11-27').fundingNames).toMatch(
      /dès l’obtention de la certification Qualiopi$/,
    );
    const certified = CERTIFIED_QUALIOPI;
    expect(sheet('2026-11-27', certified).priceLabel).toBe('Formation financée');
    expect(sheet('2026-11-27', certified).prices[1]!.label).toBe('Entreprise ou OPCO');
  });

  it('warns once the RNCP registration has ended, and passes the results on', () => {
    expect(sheet('2026-11-27').registrationWarning).toBeUndefined();
    expect(sheet('2027-10-14').registrationWarning).toMatch(/^Échéance passée/);
    expect(sheet('2026-11-27').figures).toEqual([figure]);
  });
});

describe('seatsNotice', () => {
  it('dates the seats left, since they age', () => {
    expect(seatsNotice({ seats: 14, seatsLeft: 6, seatsCountedOn: new Date('2026-11-22') })).toBe(
      ', 6 places disponibles sur 14 (décompte du 22 novembre 2026)',
    );
    expect(seatsNotice({ seats: 12 })).toBe(', 12 places ouvertes');
    expect(seatsNotice({ seats: 14, seatsLeft: 0, seatsCountedOn: new Date('2026-11-22') })).toBe(
      ', complet (décompte du 22 novembre 2026)\u00a0: inscription sur liste d’attente',
    );
    expect(seatsNotice({})).toBe('');
  });
});
