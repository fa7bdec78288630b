// Staleness rules of `npm run check:content`, at fixed dates: each problem names file, field and date.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPRENTICESHIP_HIRING_AID } from '~/config/funding-rules';
import { readContentFreshnessInput } from '~/integrations/content-freshness-input';
import { findStaleContent, formatProblem, type FreshnessInput } from '~/lib/content-freshness';
import { CONTENT_FRESHNESS } from '~/config/site';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const input = (
  overrides: {
    expiry?: string;
    deadline?: string;
    published?: string | null;
    aidUntil?: string;
    cpfSince?: string;
    seatsCountedOn?: string;
  } = {},
): FreshnessInput => ({
  trainings: [
    {
      file: 'content/trainings/tp-x.mdx',
      id: 'tp-x',
      certification: { rncpCode: 'RNCP37099', expiryDate: day(overrides.expiry ?? '2031-03-03') },
      sessions: [
        {
          start: day('2027-09-13'),
          end: day('2028-06-09'),
          format: 'Alternance',
          registrationDeadline: day(overrides.deadline ?? '2027-08-27'),
          ...(overrides.seatsCountedOn && {
            seatsLeft: 4,
            seatsCountedOn: day(overrides.seatsCountedOn),
          }),
        },
      ],
    },
  ],
  results:
    overrides.published === null
      ? []
      : [
          {
            file: 'content/data/results.yaml',
            id: '2025-tp-x',
            training: 'tp-x',
            publishedAt: day(overrides.published ?? '2026-07-15'),
          },
        ],
  // Years ahead, unless a test is about them.
  fundingRules: {
    file: 'src/config/funding-rules.ts',
    endings: [
      { name: 'APPRENTICESHIP_HIRING_AID', endsOn: day(overrides.aidUntil ?? '2099-12-31') },
    ],
    cpfParticipationSince: day(overrides.cpfSince ?? '2099-01-01'),
  },
});
const check = (today: string, overrides?: Parameters<typeof input>[0]) =>
  findStaleContent(input(overrides), day(today), CONTENT_FRESHNESS);

describe('findStaleContent', () => {
  it('ne signale rien quand tout est à jour', () => expect(check('2026-11-22')).toEqual([]));

  it('échoue sur des résultats publiés il y a plus de 12 mois, pas la veille', () => {
    expect(check('2027-07-15')).toEqual([]);
    expect(check('2027-07-16')).toEqual([
      {
        file: 'content/data/results.yaml',
        field: '2025-tp-x.publishedAt',
        date: '2026-07-15',
        message:
          'résultats publiés il y a plus de 12 mois : publier ceux de la promotion suivante.',
      },
    ]);
  });

  it('échoue sur des places restantes comptées il y a plus de 30 jours, tant que la session est ouverte', () => {
    const seatsCountedOn = '2027-06-01';
    expect(check('2027-07-01', { seatsCountedOn })).toEqual([]);
    expect(check('2027-07-02', { seatsCountedOn })).toEqual([
      {
        file: 'content/trainings/tp-x.mdx',
        field: 'sessions[0].seatsCountedOn',
        date: '2027-06-01',
        message:
          'places restantes comptées il y a 31 jours, pour une session encore ouverte : les recompter (seatsLeft, seatsCountedOn).',
      },
    ]);
    // Registrations closed: the count no longer matters (what remains is the missing session).
    const closed = check('2027-08-28', { seatsCountedOn, published: '2027-07-15' });
    expect(closed.map((problem) => problem.field)).toEqual(['sessions']);
  });

  it('échoue quand une règle de financement a passé son endsOn, pas le dernier jour', () => {
    const aidUntil = '2026-12-31';
    expect(check('2026-12-31', { aidUntil })).toEqual([]);
    expect(check('2027-01-01', { aidUntil })).toEqual([
      {
        file: 'src/config/funding-rules.ts',
        field: 'APPRENTICESHIP_HIRING_AID.endsOn',
        date: '2026-12-31',
        message:
          'règle de financement arrivée à son terme : reporter le texte qui la renouvelle ou la remplace (montants, dates, source), ou la retirer des pages.',
      },
    ]);
  });

  it('lit l’endsOn de chaque règle de src/config/funding-rules.ts qui en a un', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const { endings } = readContentFreshnessInput(root).fundingRules;
    expect(endings).toEqual([
      { name: 'APPRENTICESHIP_HIRING_AID', endsOn: day(APPRENTICESHIP_HIRING_AID.endsOn) },
    ]);
  });

  it('échoue au 1er janvier tant que la participation CPF est celle de l’année passée', () => {
    const cpfSince = '2026-01-01';
    expect(check('2026-12-31', { cpfSince })).toEqual([]);
    expect(check('2027-01-01', { cpfSince })).toEqual([
      {
        file: 'src/config/funding-rules.ts',
        field: 'CPF_PARTICIPATION.inForceSince',
        date: '2026-01-01',
        message:
          'la participation au CPF est revalorisée chaque 1er janvier : reporter le montant de 2027 et l’arrêté qui le fixe.',
      },
    ]);
  });

  it('échoue sans aucun résultat publié pour la formation', () => {
    expect(check('2026-11-22', { published: null }).map((problem) => problem.field)).toEqual([
      'résultats',
    ]);
  });

  it('échoue 120 jours avant l’échéance RNCP, et après', () => {
    expect(check('2026-11-22', { expiry: '2027-03-23' })).toEqual([]); // in 121 days
    expect(check('2026-11-22', { expiry: '2027-03-22' })).toEqual([
      {
        file: 'content/trainings/tp-x.mdx',
        field: 'certification.expiryDate',
        date: '2027-03-22',
        message:
          'l’enregistrement RNCP (RNCP37099) expire dans 120 jours : vérifier son renouvellement.',
      },
    ]);
    expect(check('2026-11-22', { expiry: '2026-02-16' })[0]!.message).toMatch(
      /a expiré le 2026-02-16/,
    );
  });

  it('échoue quand aucune session ouverte n’est à venir', () => {
    expect(check('2027-08-27', { published: '2027-07-01' })).toEqual([]);
    expect(check('2027-08-28', { published: '2027-07-01' })).toEqual([
      {
        file: 'content/trainings/tp-x.mdx',
        field: 'sessions',
        date: '2027-08-27',
        message: 'aucune session ouverte à venir : ajouter les prochaines dates.',
      },
    ]);
  });

  it('écrit une ligne qui nomme le fichier, le champ et la date', () => {
    expect(formatProblem(check('2027-08-28', { published: '2027-07-01' })[0]!)).toBe(
      'content/trainings/tp-x.mdx › sessions (2027-08-27) : aucune session ouverte à venir : ajouter les prochaines dates.',
    );
  });
});
