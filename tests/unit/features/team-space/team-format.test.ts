// The team space's French formats: « 9 h 05 » in Paris time, and plurals.
import { describe, expect, it } from 'vitest';
import { countOf, formatDateTime } from '~/features/team-space/team-format';

describe('team formats', () => {
  it('writes a time as « 9 h 05 », in Paris time, winter and summer', () => {
    expect(formatDateTime('2026-11-27T08:05:00Z')).toBe('27 novembre 2026 à 9\u00a0h\u00a005');
    expect(formatDateTime('2026-07-01T20:30:00Z')).toBe('1er juillet 2026 à 22\u00a0h\u00a030');
  });

  it('puts 0 and 1 in the singular', () => {
    expect(countOf(0, 'demande', 'demandes')).toBe('0\u00a0demande');
    expect(countOf(1, 'demande', 'demandes')).toBe('1\u00a0demande');
    expect(countOf(2, 'demande', 'demandes')).toBe('2\u00a0demandes');
  });
});
