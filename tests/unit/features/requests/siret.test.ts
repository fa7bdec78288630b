// The quote form's SIRET check (src/features/requests/siret.ts) gives the database's verdicts
// (tests/support/siret-samples.ts; tests/db/siret-agreement.test.ts asks the database the same).
import { describe, expect, test } from 'vitest';
import { compactSiret, isSiret } from '~/features/requests/siret';
import { SIRET_SAMPLES } from '../../../support/siret-samples';

describe('isSiret', () => {
  test.each(SIRET_SAMPLES)('%s (%s): %s', (_label, siret, valid) => {
    expect(isSiret(siret)).toBe(valid);
  });

  test('the spaces of a printed number, no-break ones included, are removed as the trigger does', () => {
    expect(compactSiret('732 829 320 00074')).toBe('73282932000074');
    expect(compactSiret('732\u00a0829\u202f320 00074')).toBe('73282932000074');
    expect(isSiret(compactSiret('732 829 320 00074'))).toBe(true);
  });
});
