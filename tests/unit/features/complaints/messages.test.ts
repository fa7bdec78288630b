// One home for the complaints' deadlines (src/config/legal-figures.ts COMPLAINTS): the page's text and the
// form's confirmation both read it, and neither types a number of working days of its own.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { COMPLAINTS } from '~/config/legal-figures';
import { COMPLAINT_MESSAGES } from '~/features/complaints/messages';

const page = readFileSync('content/legal/reclamations.mdx', 'utf8');

test('the page states the deadlines from COMPLAINTS, never typed', () => {
  expect(page).toContain('{COMPLAINTS.acknowledgeWorkingDays} jours ouvrés');
  expect(page).toContain('{COMPLAINTS.answerWorkingDays} jours ouvrés');
  expect(page).not.toMatch(/\d+(\s|&nbsp;)*jours ouvrés/);
});

test('the confirmation states the same deadlines, after the complaint is stored', () => {
  const { description } = COMPLAINT_MESSAGES.confirmation;
  expect(description).toContain(
    `accusé de réception sous ${COMPLAINTS.acknowledgeWorkingDays}\u00a0jours ouvrés`,
  );
  expect(description).toContain(
    `réponse motivée sous ${COMPLAINTS.answerWorkingDays}\u00a0jours ouvrés`,
  );
});
