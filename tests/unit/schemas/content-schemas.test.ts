// The collection schemas against fixtures, valid and invalid: an editor's mistake must be caught,
// and the message must say which field is wrong.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { TrainingSchema } from '~/schemas/training';
import { ArticleSchema } from '~/schemas/article';
import { FaqItemSchema } from '~/schemas/faq';
import { LegalPageSchema } from '~/schemas/legal-page';
import { FundingCardSchema } from '~/schemas/funding';
import { SampleCourseSchema } from '~/schemas/sample-course';
import { CompanyTrainingSchema, FeatureCardSchema } from '~/schemas/offer-cards';

// Outside Astro, image() is a plain path: the schema's other rules are what is under test.
const context = { image: () => z.string() } as unknown as SchemaContext;
const fixture = (name: string) =>
  parse(readFileSync(new URL(`../../fixtures/content/${name}`, import.meta.url), 'utf8'));

/** The dotted paths of the fields a parse rejects. */
function rejectedFields(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('TrainingSchema', () => {
  const schema = TrainingSchema(context);
  const valid = fixture('training.valid.yaml');

  /** The issues of a parse, as "path: message" lines. */
  function issues(data: unknown): { path: string; message: string }[] {
    const result = schema.safeParse(data);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
  }
  const without = (object: Record<string, unknown>, key: string) =>
    Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
  // Zod's own messages are English ("Invalid input: expected string, received undefined").
  const ENGLISH = /invalid|expected|received|required/i;

  it('accepte une formation complète et convertit les dates', () => {
    expect(issues(valid)).toEqual([]);
    const parsed = schema.parse(valid);
    expect(parsed.updatedAt).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(parsed.sessions[0]!.start).toBeInstanceOf(Date);
  });

  // image() is Astro's own helper (stubbed here), its message is Astro's.
  const required = Object.keys(valid).filter((key) => key !== 'image');
  it.each(required)(
    'refuse une formation sans « %s », en nommant le champ en français',
    (field) => {
      const found = issues(without(valid, field));
      expect(found.map((issue) => issue.path)).toContain(field);
      for (const issue of found) expect(issue.message).not.toMatch(ENGLISH);
    },
  );

  const certificationFields = Object.keys(valid.certification);
  it.each(certificationFields)('refuse une certification sans « %s »', (field) => {
    const found = issues({ ...valid, certification: without(valid.certification, field) });
    expect(found.map((issue) => issue.path)).toContain(`certification.${field}`);
    for (const issue of found) expect(issue.message).not.toMatch(ENGLISH);
  });

  it.each(['start', 'end', 'format', 'venue', 'schedule', 'registrationDeadline'])(
    'refuse une session sans « %s »',
    (field) => {
      const sessions = [without(valid.sessions[0], field), ...valid.sessions.slice(1)];
      const found = issues({ ...valid, sessions });
      expect(found.map((issue) => issue.path)).toContain(`sessions.0.${field}`);
      for (const issue of found) expect(issue.message).not.toMatch(ENGLISH);
    },
  );

  it.each([
    ['levelValue', 6],
    ['code', 'XX'],
    ['formats', ['Hybride']],
    ['financing', []],
    ['objectives', []],
    ['prerequisites', []],
    ['description', 'Trop court.'],
    ['updatedAt', 'le 3 mars'],
  ])('refuse %s = %j en nommant le champ', (field, value) => {
    const found = issues({ ...valid, [field]: value });
    expect(found.map((issue) => issue.path)).toContainEqual(
      expect.stringMatching(new RegExp(`^${field}`)),
    );
    for (const issue of found) expect(issue.message).not.toMatch(ENGLISH);
  });

  it('refuse un code RNCP mal écrit et un code ROME invalide', () => {
    expect(
      issues({ ...valid, certification: { ...valid.certification, rncpCode: '37099' } }),
    ).toEqual([
      {
        path: 'certification.rncpCode',
        message: 'Le code RNCP s’écrit « RNCP » suivi de chiffres.',
      },
    ]);
    const jobs = [{ title: 'Hôte de caisse', rome: '1505' }];
    expect(
      issues({ ...valid, certification: { ...valid.certification, jobs } }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['certification.jobs.0.rome']);
  });

  it('exige le contrat d’alternance et l’assistance à distance quand ces modalités sont proposées', () => {
    expect(issues(without(valid, 'workStudy'))).toEqual([
      {
        path: 'workStudy',
        message:
          'Alternance proposée : préciser le contrat (apprentissage ou professionnalisation) et le rythme.',
      },
    ]);
    /** The formats given, and the sessions in them only. */
    const offering = (formats: string[]) => ({
      formats,
      sessions: valid.sessions.filter((session: { format: string }) =>
        formats.includes(session.format),
      ),
    });
    expect(
      issues({ ...without(valid, 'workStudy'), ...offering(['Présentiel', 'Distanciel']) }),
    ).toEqual([]);
    expect(
      issues({ ...without(valid, 'remoteLearning'), ...offering(['Présentiel', 'Alternance']) }),
    ).toEqual([]);
  });

  it('refuse des heures qui ne s’additionnent pas et une session aux dates inversées', () => {
    expect(
      issues({ ...valid, duration: { ...valid.duration, totalHours: 700 } }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['duration.totalHours']);
    const sessions = [{ ...valid.sessions[0], end: '2026-01-01' }];
    expect(issues({ ...valid, sessions }).map((issue) => issue.path)).toEqual(['sessions.0.end']);
  });

  it('refuse une session dans une modalité que la formation ne propose pas', () => {
    expect(
      issues({ ...valid, formats: ['Présentiel', 'Alternance'], remoteLearning: undefined }),
    ).toEqual([
      {
        path: 'sessions.1.format',
        message: 'Session en distanciel : ajouter « Distanciel » aux modalités (formats).',
      },
    ]);
  });

  it('refuse des places restantes sans date de décompte, ou plus nombreuses que les places', () => {
    const session = { ...without(valid.sessions[0], 'seatsCountedOn'), seats: 14 };
    expect(issues({ ...valid, sessions: [{ ...session, seatsLeft: 6 }] })).toEqual([
      {
        path: 'sessions.0.seatsCountedOn',
        message: 'Places restantes : indiquer le jour du décompte (seatsCountedOn).',
      },
    ]);
    const counted = { ...session, seatsCountedOn: '2026-11-22' };
    expect(issues({ ...valid, sessions: [{ ...counted, seatsLeft: 6 }] })).toEqual([]);
    expect(issues({ ...valid, sessions: [{ ...counted, seatsLeft: 15 }] })).toEqual([
      {
        path: 'sessions.0.seatsLeft',
        message: 'Places restantes : pas plus que les 14 places de la session.',
      },
    ]);
  });

  it('accepte un questionnaire de positionnement de 2 à 8 questions, et refuse ce qui le rendrait inutilisable', () => {
    const question = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      label: `Question ${id}\u00a0?`,
      kind: 'text',
      ...extra,
    });
    const two = [question('a'), question('b', { kind: 'choice', options: ['Oui', 'Non'] })];
    expect(issues({ ...valid, positioning: { questions: two } })).toEqual([]);
    expect(issues({ ...valid, positioning: { questions: [question('a')] } })).toEqual([
      {
        path: 'positioning.questions',
        message: 'Questionnaire de positionnement : 2 questions au moins.',
      },
    ]);
    const nine = Array.from({ length: 9 }, (_, index) => question(`q${index}`));
    expect(issues({ ...valid, positioning: { questions: nine } })[0]!.message).toBe(
      'Questionnaire de positionnement : 8 questions au plus.',
    );
    expect(
      issues({ ...valid, positioning: { questions: [question('a'), question('a')] } }),
    ).toEqual([
      {
        path: 'positioning.questions.1.id',
        message: 'Question de positionnement : id « a » en double.',
      },
    ]);
    expect(
      issues({
        ...valid,
        positioning: { questions: [question('a'), question('b', { kind: 'choice' })] },
      }),
    ).toEqual([
      {
        path: 'positioning.questions.1.options',
        message:
          'Question de positionnement : des réponses proposées pour choice, aucune pour text.',
      },
    ]);
  });

  it('refuse un champ inconnu (faute de frappe d’un éditeur)', () => {
    expect(issues({ ...valid, prix: '100 €' })).toEqual([
      { path: '', message: 'Formation : champ inconnu prix.' },
    ]);
  });
});

describe('ArticleSchema', () => {
  const schema = ArticleSchema(context);
  const valid = fixture('article.valid.yaml');

  it('accepte un article complet et convertit la date', () => {
    const parsed = schema.parse(valid);
    expect(parsed.date).toBeInstanceOf(Date);
  });
  it.each([
    ['category', 'Sport'],
    ['date', 'le 3 mars'],
    ['tags', []],
    ['summary', 'Court.'],
  ])('refuse %s = %j', (field, value) => {
    expect(rejectedFields(schema, { ...valid, [field]: value })).toContain(field);
  });
});

describe('FaqItemSchema', () => {
  it('exige une vraie question', () => {
    expect(
      rejectedFields(FaqItemSchema, { question: 'Comment financer ma formation\u00a0?', order: 1 }),
    ).toEqual([]);
    expect(
      rejectedFields(FaqItemSchema, { question: 'Financement de la formation', order: 1 }),
    ).toEqual(['question']);
  });
});

describe('LegalPageSchema', () => {
  it('exige une date de mise à jour valide', () => {
    const page = {
      title: 'Mentions légales',
      description: 'Informations légales sur l’éditeur et l’hébergeur du site.',
    };
    expect(rejectedFields(LegalPageSchema, { ...page, updated: '2026-11-20' })).toEqual([]);
    expect(rejectedFields(LegalPageSchema, { ...page, updated: 'hier' })).toEqual(['updated']);
  });
});

describe('fichiers de données', () => {
  it('une carte de financement exige un lien https', () => {
    const card = {
      id: 'cpf',
      title: 'CPF',
      icon: 'wallet',
      description: 'Le compte personnel de formation finance les formations certifiantes.',
      points: ['Droits crédités chaque année', 'Participation forfaitaire'],
      link: 'https://www.moncompteformation.gouv.fr/',
      linkLabel: 'Mon Compte Formation',
      order: 1,
    };
    expect(rejectedFields(FundingCardSchema, card)).toEqual([]);
    expect(
      rejectedFields(FundingCardSchema, {
        ...card,
        link: 'http://www.moncompteformation.gouv.fr/',
      }),
    ).toEqual(['link']);
    expect(rejectedFields(FundingCardSchema, { ...card, icon: 'licorne' })).toEqual(['icon']);
  });
  it('un cours d’exemple a un prix entier en euros et des facettes connues', () => {
    const course = {
      id: 'data',
      title: 'Data Analyst',
      category: 'Data',
      level: 'Titre Pro',
      duration: '6 mois',
      format: 'Présentiel',
      priceEuros: 7500,
      financing: ['CPF'],
      startDate: '2026-01-05',
      description: 'Collecter, nettoyer et analyser des données pour éclairer les décisions.',
    };
    expect(rejectedFields(SampleCourseSchema, course)).toEqual([]);
    expect(rejectedFields(SampleCourseSchema, { ...course, priceEuros: '7 500 €' })).toEqual([
      'priceEuros',
    ]);
    expect(rejectedFields(SampleCourseSchema, { ...course, financing: ['Bitcoin'] })).toEqual([
      'financing.0',
    ]);
  });
});

describe('the cards of content/data', () => {
  it('checks every company training card and feature card the site ships', () => {
    const read = (name: string) =>
      parse(
        readFileSync(new URL(`../../../content/data/${name}`, import.meta.url), 'utf8'),
      ) as unknown[];
    for (const card of read('company-trainings.yaml'))
      expect(rejectedFields(CompanyTrainingSchema, card)).toEqual([]);
    for (const card of read('features.yaml'))
      expect(rejectedFields(FeatureCardSchema, card)).toEqual([]);
  });

  it('refuses a feature card whose text is too short to say anything, or an unknown field', () => {
    const card = {
      id: 'x',
      group: 'home-features',
      title: 'Atout',
      text: 'Court.',
      icon: 'book',
      order: 1,
    };
    expect(rejectedFields(FeatureCardSchema, card)).toEqual(['text']);
    expect(
      rejectedFields(FeatureCardSchema, {
        ...card,
        text: 'Un texte assez long pour une carte.',
        actionHref: '/',
      }),
    ).toEqual(['']);
  });
});
