// Ships to browsers, loaded when the visitor asks for a suggestion: a strong password drawn from
// crypto.getRandomValues that meets the policy of src/features/learner-space/password.ts.
import { PASSWORD_POLICY } from './settings';

/** What the generator draws from: the four sets without characters easy to misread (l, I, O, 0) or awkward to type. */
const SUGGESTION_CLASSES = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#$%&*+-=?@_',
] as const;

/** Fills an array with random values, as crypto.getRandomValues does. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

/** A uniform integer in [0, bound), from `crypto.getRandomValues` with rejection (no modulo bias). */
function randomBelow(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0]!;
    if (value < limit) return value % bound;
  }
}

/**
 * A random password of `length` characters with at least one of each class, shuffled so the
 * guaranteed characters are not at fixed places. `random` is the browser's CSPRNG (a seam for tests).
 */
export function generatePassword(
  length: number = PASSWORD_POLICY.suggestedLength,
  random: RandomSource = (array) => crypto.getRandomValues(array),
): string {
  const all = SUGGESTION_CLASSES.join('');
  const pick = (set: string) => set[randomBelow(set.length, random)]!;
  const characters = SUGGESTION_CLASSES.map(pick);
  while (characters.length < Math.max(length, PASSWORD_POLICY.minLength))
    characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1, random);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
