// The questionnaires editors write (content/questionnaires/): each parses, and the questions the
// database reads (overall, situation, related, certified) cannot be renamed, retyped or given other
// values without the build saying so.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { QuestionnaireSchema, QUESTIONNAIRE_IDS } from '~/schemas/questionnaire';

const folder = new URL('../../../content/questionnaires/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.yaml'));
const read = (name: string) => parse(readFileSync(new URL(name, folder), 'utf8'));
const messages = (data: unknown) => {
  const result = QuestionnaireSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('content/questionnaires', () => {
  it('holds one file per questionnaire the database knows, named after its id', () => {
    expect(files.map((name) => name.replace(/\.yaml$/, '')).sort()).toEqual(
      [...QUESTIONNAIRE_IDS].sort(),
    );
    for (const name of files) expect(read(name).id).toBe(name.replace(/\.yaml$/, ''));
  });

  it.each(files)('%s parses', (name) => {
    expect(messages(read(name))).toEqual([]);
  });

  it('refuses a fin-de-formation without its overall rating', () => {
    const data = read('fin-de-formation.yaml');
    data.questions = data.questions.filter((question: { id: string }) => question.id !== 'overall');
    expect(messages(data)).toEqual([expect.stringContaining('« overall »')]);
  });

  it('refuses an overall question asked as text, or optional', () => {
    for (const change of [{ kind: 'text' }, { required: false }]) {
      const data = read('fin-de-formation.yaml');
      const overall = data.questions.find((question: { id: string }) => question.id === 'overall');
      Object.assign(overall, change);
      if (change.kind) for (const key of ['low', 'high']) delete overall[key];
      expect(messages(data)).toContainEqual(expect.stringContaining('« overall »'));
    }
  });

  it('refuses a situation whose values are not the database’s', () => {
    const data = read('suivi-6-mois.yaml');
    const situation = data.questions.find(
      (question: { id: string }) => question.id === 'situation',
    );
    situation.options[0].value = 'emploi';
    expect(messages(data)).toEqual([expect.stringContaining('« situation »')]);
  });

  it('refuses a « related » question asked of everyone', () => {
    const data = read('suivi-6-mois.yaml');
    const related = data.questions.find((question: { id: string }) => question.id === 'related');
    related.required = true;
    expect(messages(data)).toEqual([expect.stringContaining('« related »')]);
  });

  it('refuses two questions with one id', () => {
    const data = read('fin-de-formation.yaml');
    data.questions.push({ ...data.questions.at(-1) });
    expect(messages(data)).toContain('Deux questions ont le même identifiant.');
  });
});
