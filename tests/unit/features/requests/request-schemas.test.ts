// The registration's and the quote's rules (src/features/requests/schema.ts), as the database's
// constraints of issue 45 have them: a session or none, the waiting list only on a full session, the
// positioning pairs, the quote's numbers, place in intra-entreprise and the SIRET check digit.
import { describe, expect, test } from 'vitest';
import { QuoteRequestSchema, registrationSchemaFor } from '~/features/requests/schema';

const registration = (overrides: Record<string, unknown> = {}) => ({
  kind: 'inscription',
  prenom: 'Zoë',
  nom: 'N’Diaye',
  date_naissance: '2000-03-14',
  adresse: '12 rue de la Paix, 75002 Paris',
  email: 'zoe@example.fr',
  telephone: '06 12 34 56 78',
  formation: 'CV',
  session_key: 'cv-2027-01-18-presentiel',
  waiting_list: false,
  modalite: 'présentiel',
  situation: 'demandeur',
  commentaires: '',
  positioning: [],
  ...overrides,
});

const quote = (overrides: Record<string, unknown> = {}) => ({
  kind: 'devis',
  formation: 'EC',
  trainees: '6',
  preferred_period: 'mars 2027',
  quote_format: 'inter',
  place: '',
  opco: '',
  siret: '',
  entreprise: 'Boulangeries Martin',
  contact: 'Claire Martin',
  email: 'claire@example.fr',
  telephone: '04 72 00 00 00',
  message: '',
  ...overrides,
});

/** The first message per field of a refused parse. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('registration', () => {
  const schema = registrationSchemaFor(['cv-2027-09-20-alternance']);

  test('a session, or none (« être recontacté(e) »: stored as null); empty positioning is null', () => {
    expect(schema.parse(registration())).toMatchObject({
      session_key: 'cv-2027-01-18-presentiel',
      waiting_list: false,
      positioning: null,
    });
    expect(schema.parse(registration({ session_key: '' })).session_key).toBeNull();
    expect(errors(schema.safeParse(registration({ session_key: undefined })))).toEqual({
      session_key: 'Choisissez une session, ou d’être recontacté(e) pour une prochaine session.',
    });
  });

  test('the waiting list goes with a full session, and only with one', () => {
    const full = { session_key: 'cv-2027-09-20-alternance' };
    expect(schema.parse(registration({ ...full, waiting_list: true })).waiting_list).toBe(true);
    expect(errors(schema.safeParse(registration(full))).waiting_list).toMatch(
      /Cette session est complète/,
    );
    expect(errors(schema.safeParse(registration({ waiting_list: true }))).waiting_list).toMatch(
      /Cette session a encore des places/,
    );
    expect(
      errors(schema.safeParse(registration({ session_key: '', waiting_list: true }))).waiting_list,
    ).toMatch(/Cette session a encore des places/);
  });

  test('positioning: answered pairs kept, trimmed, with the question as asked; too long refused', () => {
    const pairs = [
      { question: 'Avez-vous déjà vendu\u00a0?', answer: '  Un an ou plus ' },
      { question: 'Qu’attendez-vous\u00a0?', answer: '' },
    ];
    expect(schema.parse(registration({ positioning: pairs })).positioning).toEqual([
      { question: 'Avez-vous déjà vendu\u00a0?', answer: 'Un an ou plus' },
    ]);
    const long = [{ question: 'Q\u00a0?', answer: 'x'.repeat(1001) }];
    expect(errors(schema.safeParse(registration({ positioning: long }))).positioning).toMatch(
      /1\s000\scaractères au maximum par réponse/,
    );
  });
});

describe('quote', () => {
  test('stored with numbers as numbers and empty optional fields as null', () => {
    expect(QuoteRequestSchema.parse(quote())).toEqual({
      kind: 'devis',
      formation: 'EC',
      trainees: 6,
      preferred_period: 'mars 2027',
      quote_format: 'inter',
      place: null,
      opco: null,
      siret: null,
      entreprise: 'Boulangeries Martin',
      contact: 'Claire Martin',
      email: 'claire@example.fr',
      telephone: '04 72 00 00 00',
      message: null,
    });
  });

  test.each(['0', '201', '2.5', 'six', ''])('%j trainees refused', (trainees) => {
    expect(errors(QuoteRequestSchema.safeParse(quote({ trainees })))).toEqual({
      trainees: 'Indiquez un nombre de stagiaires entre 1 et 200.',
    });
  });

  test('intra-entreprise needs the place', () => {
    expect(errors(QuoteRequestSchema.safeParse(quote({ quote_format: 'intra' })))).toEqual({
      place: 'En intra-entreprise, indiquez le lieu de la formation.',
    });
    expect(
      QuoteRequestSchema.parse(quote({ quote_format: 'intra', place: '12 rue du Four, Lyon' }))
        .place,
    ).toBe('12 rue du Four, Lyon');
  });

  test('a SIRET as printed is compacted and its check digit verified', () => {
    expect(QuoteRequestSchema.parse(quote({ siret: '732 829 320 00074' })).siret).toBe(
      '73282932000074',
    );
    expect(
      errors(QuoteRequestSchema.safeParse(quote({ siret: '732 829 320 00075' }))).siret,
    ).toMatch(/Ce numéro de SIRET n’est pas valide/);
  });
});
