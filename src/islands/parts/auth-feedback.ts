// Part of the learner-space islands: the French sentence for each failure of an Auth or learner-data
// call (src/db/result.ts reasons), and the field errors of a new password, in one place.
import { AUTH_MESSAGES } from '~/config/messages';
import type { DbFailure } from '~/db/result';
import { passwordProblems } from '~/lib/password';

const { failures, fieldErrors } = AUTH_MESSAGES;

/** What the visitor reads after a failed call, and can act on. */
export function describeFailure(failure: DbFailure): string {
  switch (failure.reason) {
    case 'credentials':
    case 'unconfirmed':
    case 'rate-limited':
    case 'network':
    case 'unavailable':
    case 'signed-out':
    case 'link-expired':
      return failures[failure.reason];
    case 'weak-password':
      return failure.problems.map((problem) => fieldErrors[problem]).join(' ') || fieldErrors.characters;
    case 'same-password':
      return fieldErrors.samePassword;
    case 'invalid':
      return failure.field === 'email' ? fieldErrors.emailInvalid : fieldErrors.tooLong;
    case 'unknown':
      return failures.unknown;
  }
}

/** The error under a new password field, or undefined: policy first, then the confirmation. */
export function newPasswordErrors(password: string, confirmation: string): { password?: string; confirmation?: string } {
  if (!password) return { password: fieldErrors.passwordRequired };
  const [problem] = passwordProblems(password);
  if (problem) return { password: problem === 'too-long' ? fieldErrors.tooLong : fieldErrors[problem] };
  if (password !== confirmation) return { confirmation: fieldErrors.mismatch };
  return {};
}

/** The error under an e-mail field, or undefined (the browser's own check, with a French message). */
export function emailError(input: HTMLInputElement | null, value: string): string | undefined {
  if (!value.trim()) return fieldErrors.emailRequired;
  if (input && input.validity.typeMismatch) return fieldErrors.emailInvalid;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : fieldErrors.emailInvalid;
}
