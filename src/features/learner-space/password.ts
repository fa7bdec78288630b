// Ships to browsers. The password rules of Supabase Auth as supabase/config.toml sets them
// (12+ characters, lower case, upper case, digit, symbol); password-generator.ts suggests passwords that meet them.
// Lengths are UTF-8 bytes, as Auth's Go len() counts them: a 40-character accented password is refused.
import { PASSWORD_POLICY } from './settings';

/** Auth's character sets for `lower_upper_letters_digits_symbols` (supabase/auth internal/conf). */
export const PASSWORD_CLASSES = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
] as const;

/** Why a password breaks the policy, in Auth's words (its weak_password reasons), plus 'too-long'. */
export type PasswordProblem = 'length' | 'characters' | 'too-long';

/** The length Auth measures: UTF-8 bytes (« é » is 2, « € » 3, an emoji 4). */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}

/** The problems of a password, checked as Auth does (length in bytes, at least one of each class). */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const bytes = passwordBytes(password);
  if (bytes > PASSWORD_POLICY.maxLength) problems.push('too-long');
  if (bytes < PASSWORD_POLICY.minLength) problems.push('length');
  if (PASSWORD_CLASSES.some((set) => ![...password].some((character) => set.includes(character))))
    problems.push('characters');
  return problems;
}
