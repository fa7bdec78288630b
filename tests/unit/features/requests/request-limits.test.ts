// The request forms' copy of the positioning and trainee bounds equals the table of field limits
// (which tests/db/session-requests.test.ts holds to the database).
import { expect, test } from 'vitest';
import * as forms from '~/features/requests/request-limits';
import { POSITIONING_LIMITS, TRAINEES_LIMITS } from '~/schemas/field-limits';

test('the forms check the bounds the database enforces', () => {
  expect(forms.POSITIONING_LIMITS).toEqual(POSITIONING_LIMITS);
  expect(forms.TRAINEES_LIMITS).toEqual(TRAINEES_LIMITS);
});
