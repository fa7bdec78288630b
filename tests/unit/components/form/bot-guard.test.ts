import { describe, expect, it } from 'vitest';
import { isLikelyBot } from '~/components/form/bot-guard';

describe('isLikelyBot', () => {
  it('laisse passer une personne : champ piège vide, plus de 3 s après le chargement', () => {
    expect(isLikelyBot('', 3000)).toBe(false);
  });

  it('repère un envoi trop rapide ou un champ piège rempli', () => {
    expect(isLikelyBot('', 2999)).toBe(true);
    expect(isLikelyBot('https://spam.example', 60_000)).toBe(true);
  });
});
