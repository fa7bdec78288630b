// An editor's frontmatter mistake must stop the build with a message naming the file and the field
//. Runs `astro sync` — the content step of `astro build` — on a copy of the project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let copy: string;

/** Copies what the content step reads into a scratch project sharing our node_modules. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-errors-'));
  for (const entry of [
    'src',
    'content',
    'public',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
  ]) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Rewrites one frontmatter line of a content file of the copy. */
function breakField(file: string, from: RegExp, to: string): void {
  const path = join(copy, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
}

function syncContent() {
  const result = spawnSync(join(root, 'node_modules/.bin/astro'), ['sync'], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('erreurs de frontmatter', () => {
  // A fresh copy per test: each breaks one field, and Astro reports only the first invalid entry it meets.
  beforeEach(() => {
    copy = copyProject();
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('un niveau invalide arrête la construction en nommant le fichier et le champ', () => {
    breakField('content/trainings/tp-employe-commercial.mdx', /^levelValue: 3$/m, 'levelValue: 7');
    const { status, output } = syncContent();
    expect(status).not.toBe(0);
    expect(output).toContain('content/trainings/tp-employe-commercial.mdx');
    expect(output).toContain('levelValue');
    expect(output).toContain('Le niveau doit valoir 3, 4 ou 5.');
  }, 60_000);

  it('une date de mise à jour absente arrête la construction en nommant le fichier et le champ', () => {
    breakField('content/trainings/tp-conseiller-vente.mdx', /^updatedAt: .*\n/m, '');
    const { status, output } = syncContent();
    expect(status).not.toBe(0);
    expect(output).toContain('content/trainings/tp-conseiller-vente.mdx');
    expect(output).toContain('updatedAt');
    expect(output).toContain('Date de mise à jour : date attendue au format AAAA-MM-JJ.');
  }, 60_000);
});
