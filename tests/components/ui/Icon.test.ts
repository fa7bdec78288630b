// An icon is a <use> into the sprite, decorative unless it is given a name to announce.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import Icon from '~/components/ui/Icon.astro';
import { ICON_SPRITE_URL } from '~/components/ui/icon-sprite';

async function render(props: Record<string, string>): Promise<Element> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(Icon, { props });
  return new JSDOM(html).window.document.querySelector('svg') as Element;
}

describe('Icon', () => {
  it('décorative : cachée aux technologies d’assistance, hors du parcours clavier, sans tracé dans la page', async () => {
    const svg = await render({ name: 'phone', class: 'size-5 text-brand-700' });
    expect(svg.getAttribute('class')).toBe('shrink-0 size-5 text-brand-700');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_URL}#phone`);
    expect(svg.querySelector('path')).toBeNull();
  });

  it('porteuse de sens : une image nommée par son libellé', async () => {
    const svg = await render({ name: 'check', label: 'Inclus' });
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Inclus');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it('taille par défaut size-6, jamais comprimée dans une rangée flex', async () => {
    expect((await render({ name: 'menu' })).getAttribute('class')).toBe('shrink-0 size-6');
  });
});
