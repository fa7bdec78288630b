// `npm run check:content` as CI runs it: exit code and messages, on a scratch content/ folder and at
// dates the test chooses (never today's).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../../scripts/check-content.ts');
let root: string;

function check(date: string) {
  const result = spawnSync(process.execPath, [script, `--root=${root}`, `--date=${date}`], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run check:content', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'check-content-'));
    mkdirSync(join(root, 'content/trainings'), { recursive: true });
    mkdirSync(join(root, 'content/data'), { recursive: true });
    writeFileSync(
      join(root, 'content/trainings/tp-x.mdx'),
      [
        '---',
        'title: "X"',
        'sessions:',
        '  - start: 2027-09-13',
        '    end: 2028-06-09',
        '    format: Alternance',
        '    registrationDeadline: 2027-08-27',
        'certification:',
        '  rncpCode: RNCP37099',
        '  expiryDate: 2027-10-13',
        '---',
        '',
        'Corps.',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'content/data/results.yaml'),
      ['- id: 2025-tp-x', '  training: tp-x', '  publishedAt: 2026-07-15'].join('\n'),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('réussit quand tout est à jour', () => {
    expect(check('2026-11-22')).toEqual({
      status: 0,
      output: 'check:content : informations à jour au 2026-11-22.\n',
    });
  });

  it('échoue en nommant chaque fichier, champ et date périmés', () => {
    const { status, output } = check('2027-08-28');
    expect(status).toBe(1);
    expect(output).toContain(
      'content/trainings/tp-x.mdx › certification.expiryDate (2027-10-13) : l’enregistrement RNCP (RNCP37099) expire dans 46 jours',
    );
    expect(output).toContain(
      'content/trainings/tp-x.mdx › sessions (2027-08-27) : aucune session ouverte à venir',
    );
    expect(output).toContain(
      'content/data/results.yaml › 2025-tp-x.publishedAt (2026-07-15) : résultats publiés il y a plus de 12 mois',
    );
  });

  it('refuse une date mal écrite', () => {
    expect(check('28/08/2027').status).toBe(2);
  });
});
