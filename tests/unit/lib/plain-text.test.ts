import { describe, expect, it } from 'vitest';
import { htmlToText } from '~/lib/plain-text';

describe('htmlToText', () => {
  it('garde le texte des liens et de l’emphase, sépare les paragraphes, décode les entités', () => {
    expect(
      htmlToText(
        '<p>Voir notre <a href="/coaching/">coaching</a> <strong>gratuit</strong> &amp; nos&nbsp;tarifs.</p>\n<p>Deuxième <em>paragraphe</em>.</p>',
      ),
    ).toBe('Voir notre coaching gratuit & nos\u00a0tarifs. Deuxième paragraphe.');
  });
  it('lit les références numériques et les balises sans texte', () => {
    expect(htmlToText('L&#x27;<time datetime="2026-01-01">1<sup>er</sup> janvier</time>')).toBe(
      "L'1er janvier",
    );
  });
});
