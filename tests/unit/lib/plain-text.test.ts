import { describe, expect, it } from 'vitest';
import { mdxToPlainText } from '~/lib/plain-text';

describe('mdxToPlainText', () => {
  it('remplace les composants, garde le texte des liens, retire l’emphase', () => {
    const body =
      '<Figure indicator="taux" />. Voir notre [coaching](/coaching/) **gratuit**.\nSuite du paragraphe.\n\nDeuxième *paragraphe*.';
    expect(mdxToPlainText(body, (name, attributes) => `${name}:${attributes.indicator}`)).toBe(
      'Figure:taux. Voir notre coaching gratuit. Suite du paragraphe.\n\nDeuxième paragraphe.',
    );
  });
});
