// Part of the learner-space islands, loaded with the call it reports on: the French sentence for each
// failure of an Auth or learner-data call (src/db/result.ts reasons), never Auth's English message.
import { AUTH_OUTCOMES } from './messages-outcomes';
import { AUTH_FIELD_ERRORS as fieldErrors } from './messages-field-errors';
import type { DbFailure } from '~/db/result';

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
    case 'unknown':
      return AUTH_OUTCOMES.failures[failure.reason];
    case 'weak-password':
      return (
        failure.problems.map((problem) => fieldErrors[problem]).join(' ') || fieldErrors.characters
      );
    case 'same-password':
      return fieldErrors.samePassword;
    case 'invalid':
      return failure.field === 'email' ? fieldErrors.emailInvalid : fieldErrors.tooLong;
  }
}

/** Whether the failure is about the password typed (shown under the field as well as in the toast). */
export function isPasswordFailure(failure: DbFailure): boolean {
  return failure.reason === 'weak-password' || failure.reason === 'same-password';
}
