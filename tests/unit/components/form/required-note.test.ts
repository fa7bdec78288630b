import { expect, test } from 'vitest';
import { FORM_MESSAGES } from '~/components/form/messages';
import { REQUIRED_NOTE } from '~/components/form/required-note';

test('the form kit and the learner space say the same sentence above their fields', () => {
  expect(FORM_MESSAGES.requiredNote).toBe(REQUIRED_NOTE);
});
