// Part of the learner-space islands, loaded with the call it reports on: the French sentence for each
// failure of an Auth or learner-data call (src/db/result.ts reasons), never Auth's English message.
import { AUTH_FAILURES as failures } from './messages-failures';
import { AUTH_FIELD_ERRORS as fieldErrors } from './messages-field-errors';
import type { DbFailure, RateLimitedFailure } from '~/db/result';

/** « 42 secondes », « 1 seconde ». */
function secondsText(seconds: number): string {
  return `${seconds}\u00a0seconde${seconds > 1 ? 's' : ''}`;
}

/** Which limit was reached, and for how long when Auth said it. */
function describeRateLimit(failure: RateLimitedFailure): string {
  if (failure.scope === 'email' && failure.retryAfterSeconds !== undefined)
    return failures['email-wait'].replace(
      '{seconds}',
      secondsText(Math.max(1, failure.retryAfterSeconds)),
    );
  if (failure.scope === 'email-budget') return failures['email-budget'];
  if (failure.scope === 'requests') return failures['too-many-requests'];
  return failures['rate-limited'];
}

/** What the visitor reads after a failed call, and can act on. */
export function describeFailure(failure: DbFailure): string {
  switch (failure.reason) {
    case 'rate-limited':
      return describeRateLimit(failure);
    case 'credentials':
    case 'unconfirmed':
    case 'code-invalid':
    case 'reauthentication-needed':
    case 'account-exists':
    case 'network':
    case 'unavailable':
    case 'signed-out':
    case 'link-expired':
    case 'unknown':
      return failures[failure.reason];
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
  return (
    failure.reason === 'weak-password' ||
    failure.reason === 'same-password' ||
    (failure.reason === 'invalid' && failure.field === 'password')
  );
}
