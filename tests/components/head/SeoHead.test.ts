// The per-page head search engines and link previews read, rendered with the Container API.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import SeoHead from '~/components/head/SeoHead.astro';

let container: AstroContainer;
const site = 'https://horizon-competences.example';

async function renderHead(path: string, props: Record<string, unknown>): Promise<string> {
  return container.renderToString(SeoHead, {
    props,
    request: new Request(`${site}${path}`),
    partial: true,
  });
}

describe('SeoHead', () => {
  beforeAll(async () => {
    container = await AstroContainer.create({ astroConfig: { site } } as Parameters<
      typeof AstroContainer.create
    >[0]);
  });

  it('suffixe le titre par la marque et déclare l’adresse canonique', async () => {
    const html = await renderHead('/faq/', {
      title: 'Questions fréquentes',
      description: 'Les réponses à vos questions.',
    });
    expect(html).toContain('<title>Questions fréquentes | Horizon Compétences</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://horizon-competences.example/faq/">',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://horizon-competences.example/faq/">',
    );
    expect(html).not.toContain('noindex');
  });

  it('met la marque en tête sur l’accueil', async () => {
    const html = await renderHead('/', {
      title: 'Formations certifiantes',
      description: 'Accueil.',
    });
    expect(html).toContain('<title>Horizon Compétences | Formations certifiantes</title>');
  });

  it('écarte les espaces privés des moteurs de recherche sans leur retirer leur adresse', async () => {
    const html = await renderHead('/espace-apprenant/', {
      title: 'Espace apprenant',
      description: 'Votre espace.',
      noindex: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('rel="canonical"');
  });

  it('une page introuvable n’a pas d’adresse canonique', async () => {
    const html = await renderHead('/404/', {
      title: 'Page non trouvée',
      description: 'Introuvable.',
      notFound: true,
    });
    expect(html).toContain('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('échappe le texte fourni par un éditeur', async () => {
    const html = await renderHead('/blog/x/', {
      title: 'Titre <script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
    });
    expect(html).toContain(
      '<title>Titre &lt;script&gt;alert(1)&lt;/script&gt; | Horizon Compétences</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="&quot;><img src=x onerror=alert(1)>">',
    );
    expect(html).not.toMatch(/content=""><img/);
  });

  it('annonce les pages voisines d’une liste paginée en adresses absolues', async () => {
    const html = await renderHead('/blog/page/2/', {
      title: 'Actualités et conseils – page 2 sur 3',
      description: 'Page 2 sur 3.',
      pagination: { prevPath: '/blog/', nextPath: '/blog/page/3/' },
    });
    expect(html).toContain('<link rel="prev" href="https://horizon-competences.example/blog/">');
    expect(html).toContain(
      '<link rel="next" href="https://horizon-competences.example/blog/page/3/">',
    );
    const last = await renderHead('/blog/page/3/', {
      title: 'Actualités et conseils – page 3 sur 3',
      description: 'Page 3 sur 3.',
      pagination: { prevPath: '/blog/page/2/' },
    });
    expect(last).not.toContain('rel="next"');
  });
});
