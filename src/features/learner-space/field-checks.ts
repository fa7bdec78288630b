// Part of the learner-space islands, loaded on the first focus of a form (as the request forms load
// their rules): the field errors of an e-mail and of a new password, checked with the same rules as
// Supabase Auth (src/features/learner-space/password.ts).
import { AUTH_FIELD_ERRORS as fieldErrors } from './messages-field-errors';
import { passwordProblems } from './password';

export { fieldErrors };

/** The errors under a new password and its confirmation: policy first, then the match. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  if (!password) return { password: fieldErrors.passwordRequired };
  const [problem] = passwordProblems(password);
  if (problem)
    return { password: problem === 'too-long' ? fieldErrors.tooLong : fieldErrors[problem] };
  if (password !== confirmation) return { confirmation: fieldErrors.mismatch };
  return {};
}

/** The error under an e-mail field, or undefined (the browser's own check, with a French message). */
export function emailError(input: HTMLInputElement | null, value: string): string | undefined {
  if (!value.trim()) return fieldErrors.emailRequired;
  if (input && input.validity.typeMismatch) return fieldErrors.emailInvalid;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : fieldErrors.emailInvalid;
}
