import { describe, expect, test } from 'vitest';
import { loginPathFor, safeReturnPath } from '~/features/learner-space/return-path';

describe('safeReturnPath', () => {
  test.each([
    ['/dashboard-apprenant/', '/dashboard-apprenant/'],
    ['/dashboard-apprenant/#planning', '/dashboard-apprenant/#planning'],
    ['/formations/?q=vente', '/formations/?q=vente'],
    // Encoded, a newline is just text in a path.
    ['/%0a', '/%0a'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  test.each([
    null,
    '',
    'https://pirate.example/',
    '//pirate.example/',
    '/\\pirate.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tpirate',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

test('loginPathFor puts the path in ?retour=', () => {
  expect(loginPathFor('/espace-apprenant/', '/dashboard-apprenant/#cours')).toBe(
    '/espace-apprenant/?retour=%2Fdashboard-apprenant%2F%23cours',
  );
});
