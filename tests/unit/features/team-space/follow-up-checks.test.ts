// The follow-up forms check what the database checks, with the same French sentences.
import { describe, expect, it } from 'vitest';
import { TEAM_FIELD_LIMITS as LIMITS } from '~/schemas/field-limits';
import {
  checkLesson,
  checkNotification,
  checkProgress,
  documentFileError,
  refusalOf,
} from '~/features/team-space/sections/follow-up-checks';

const LESSON = {
  title: 'Accueil de la promotion',
  date: '2027-03-28',
  start: '09:00',
  end: '12:30',
  place: '',
  joinUrl: '',
};

describe('a lesson', () => {
  it('converts the Paris times to instants, the day the clocks change too', () => {
    expect(checkLesson({ ...LESSON, place: ' Salle 2 ' }, LIMITS)).toEqual({
      ok: true,
      lesson: {
        title: 'Accueil de la promotion',
        startsAt: '2027-03-28T07:00:00.000Z',
        endsAt: '2027-03-28T10:30:00.000Z',
        place: 'Salle 2',
        joinUrl: null,
      },
    });
  });

  it('refuses an end before the start, a link that is not https, an hour that does not exist', () => {
    expect(
      checkLesson({ ...LESSON, end: '08:00', joinUrl: 'http://visio.exemple.fr/a' }, LIMITS),
    ).toEqual({
      ok: false,
      errors: {
        end: 'La fin de la séance doit suivre son début.',
        joinUrl: 'Le lien de la classe virtuelle doit commencer par https://',
      },
    });
    expect(checkLesson({ ...LESSON, start: '02:30' }, LIMITS)).toMatchObject({
      ok: false,
      errors: { start: expect.stringContaining('n’existe pas ce jour-là') },
    });
    expect(checkLesson({ ...LESSON, title: 'A', date: '' }, LIMITS)).toMatchObject({
      ok: false,
      errors: { title: 'Saisissez de 2 à 150\u00a0caractères.', date: expect.any(String) },
    });
    expect(checkLesson({ ...LESSON, title: 'Séance\u200b' }, LIMITS)).toMatchObject({
      ok: false,
      errors: { title: expect.stringContaining('caractère invisible') },
    });
  });
});

describe('a notification', () => {
  it('keeps links on the site only', () => {
    expect(
      checkNotification(
        {
          kind: 'success',
          message: 'Bravo pour le module 1',
          link: '/dashboard-apprenant/',
        },
        LIMITS,
      ),
    ).toEqual({
      ok: true,
      notification: {
        kind: 'success',
        message: 'Bravo pour le module 1',
        link: '/dashboard-apprenant/',
      },
    });
    for (const link of ['https://ailleurs.fr/', '//ailleurs.fr', 'javascript:alert(1)', '/a b'])
      expect(
        checkNotification({ kind: 'info', message: 'Un message', link }, LIMITS),
      ).toMatchObject({
        ok: false,
        errors: { link: expect.stringContaining('une page de ce site') },
      });
    expect(checkNotification({ kind: 'info', message: 'Oui', link: '' }, LIMITS)).toMatchObject({
      ok: false,
      errors: { message: 'Saisissez de 5 à 300\u00a0caractères.' },
    });
  });
});

describe('a document and a progress', () => {
  const pdf = (bytes: number) => new Blob(['%PDF-1.7', new Uint8Array(Math.max(0, bytes - 8))]);

  it('recognises a PDF by its first bytes and refuses one over the limit', async () => {
    expect(await documentFileError(pdf(100), 1000)).toBeUndefined();
    expect(await documentFileError(new Blob(['<html>']), 1000)).toMatch(/n’est pas un PDF/);
    expect(await documentFileError(pdf(2000), 1000)).toMatch(/^Le fichier dépasse/);
    expect(await documentFileError(new Blob([]), 1000)).toMatch(/vide/);
    expect(await documentFileError(undefined, 1000)).toBe('Choisissez le fichier PDF.');
  });

  it('takes a whole percentage from 0 to 100', () => {
    expect(checkProgress('40')).toEqual({ ok: true, progress: 40 });
    for (const value of ['101', '-1', '4.5', ''])
      expect(checkProgress(value)).toMatchObject({ ok: false });
  });

  it('says each refusal of the database or of Storage in French', () => {
    const describe = () => 'général';
    expect(
      refusalOf({ ok: false, reason: 'invalid', field: 'lessons_join_url_check' }, describe),
    ).toBe('Le lien de la classe virtuelle doit commencer par https://');
    expect(
      refusalOf({ ok: false, reason: 'invalid', field: 'file', issue: 'too-large' }, describe, {
        maxBytes: 10_485_760,
      }),
    ).toBe(
      'Le fichier dépasse 10\u00a0Mo\u00a0: réduisez-le (export PDF «\u00a0taille réduite\u00a0»).',
    );
    expect(
      refusalOf({ ok: false, reason: 'invalid', field: 'file', issue: 'not-pdf' }, describe),
    ).toMatch(/n’est pas un PDF/);
    expect(refusalOf({ ok: false, reason: 'network' }, describe)).toBe('général');
    // The lengths come from the database's bounds (TEAM_FIELD_LIMITS), handed over as facts.
    expect(
      refusalOf({ ok: false, reason: 'invalid', field: 'lessons_title_check' }, describe, {
        limits: LIMITS,
      }),
    ).toBe(
      `L’intitulé doit compter de ${LIMITS.lessons.title.min} à ${LIMITS.lessons.title.max}\u00a0caractères, sur une ligne.`,
    );
  });
});
