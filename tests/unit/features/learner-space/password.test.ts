// The password policy of the learner accounts and its generator: the same rules as Supabase Auth
// with supabase/config.toml's settings, and suggestions that are strong and never repeat.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PASSWORD_CLASSES, passwordProblems } from '~/features/learner-space/password';
import { generatePassword } from '~/features/learner-space/password-generator';
import { PASSWORD_POLICY } from '~/features/learner-space/settings';

describe('passwordProblems', () => {
  test('follows supabase/config.toml', () => {
    const config = readFileSync(
      new URL('../../../../supabase/config.toml', import.meta.url),
      'utf8',
    );
    expect(config).toContain(`minimum_password_length = ${PASSWORD_POLICY.minLength}`);
    expect(config).toContain('password_requirements = "lower_upper_letters_digits_symbols"');
  });

  test.each([
    ['Formation-2026', []],
    ['Àé ü Ok 1 ! long', []],
    ['court1A!', ['length']],
    ['sansmajuscule1!', ['characters']],
    ['SANSMINUSCULE1!', ['characters']],
    ['SansChiffre!!!', ['characters']],
    ['SansSymbole123', ['characters']],
    ['abc', ['length', 'characters']],
    [`Aa1!${'x'.repeat(69)}`, ['too-long']],
    // UTF-8 bytes, as Auth counts: 40 characters, 76 bytes.
    [`${'é'.repeat(36)}Aa1!`, ['too-long']],
    [`${'é'.repeat(34)}Aa1!`, []],
    // 8 characters, 12 bytes: long enough for Auth.
    ['ééééaA1!', []],
  ])('%s → %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

describe('generatePassword', () => {
  const suggestions = Array.from({ length: 200 }, () => generatePassword());

  test('is 16 characters and meets the policy every time', () => {
    for (const password of suggestions) {
      expect(password).toHaveLength(PASSWORD_POLICY.suggestedLength);
      expect(passwordProblems(password)).toEqual([]);
    }
  });

  test('uses only characters Auth counts in its classes', () => {
    const allowed = PASSWORD_CLASSES.join('');
    for (const password of suggestions)
      expect([...password].every((character) => allowed.includes(character))).toBe(true);
  });

  test('is different every time, never a fixed suggestion', () => {
    expect(new Set(suggestions).size).toBe(suggestions.length);
    for (const fixed of [
      'Formation2025!',
      'Apprendre#Toujours7',
      'Horizon$Reussite9',
      'Competences&Avenir3',
    ])
      expect(suggestions).not.toContain(fixed);
  });

  test('draws from crypto.getRandomValues, and never shorter than the minimum', () => {
    let calls = 0;
    const counting = (array: Uint32Array<ArrayBuffer>) => {
      calls += 1;
      return crypto.getRandomValues(array);
    };
    expect(generatePassword(4, counting)).toHaveLength(PASSWORD_POLICY.minLength);
    expect(calls).toBeGreaterThan(0);
  });
});
