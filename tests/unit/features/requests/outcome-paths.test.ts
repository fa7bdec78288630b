// The pages the site builds for the JavaScript-off path are exactly the ones submit-request sends
// visitors to (supabase/functions/submit-request/form.ts), and each says what happened.
import { expect, test } from 'vitest';
import { OUTCOMES } from '../../../../supabase/functions/submit-request/form';
import { OUTCOME_PATHS } from '~/features/requests/outcome-paths';
import { REFUSED_TEXTS, SENT_TEXTS } from '~/features/requests/outcomes';

test('one page per answer of submit-request, no more, no less', () => {
  expect([...OUTCOME_PATHS].sort()).toEqual(Object.values(OUTCOMES).sort());
});

test('every refusal says nothing was stored and that Back brings the typed form back', () => {
  for (const text of Object.values(REFUSED_TEXTS)) {
    const said = text.paragraphs.join(' ');
    expect(said).toContain('Votre demande n’a pas été enregistrée.');
    expect(said).toContain(
      'Revenez en arrière avec le bouton Retour de votre navigateur\u00a0: ce que vous avez saisi y est encore.',
    );
  }
  for (const text of Object.values(SENT_TEXTS))
    expect(text.paragraphs[0]).toMatch(/^Votre demande est enregistrée/);
});
