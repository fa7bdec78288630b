import { describe, expect, it } from 'vitest';
import { buildShareLinks } from '~/lib/share-links';

describe('buildShareLinks', () => {
  const links = buildShareLinks(
    'CPF & alternance : 100 € ?',
    'https://horizon-competences.example/blog/cpf/',
  );

  it('propose X, LinkedIn, Facebook et e-mail', () => {
    expect(links.map((link) => link.network)).toEqual([
      'X (Twitter)',
      'LinkedIn',
      'Facebook',
      'E-mail',
    ]);
  });
  it('encode le titre et l’URL : pas de paramètre injecté par « & »', () => {
    const x = new URL(links[0]!.href);
    expect(x.searchParams.get('text')).toBe('CPF & alternance : 100 € ?');
    expect(x.searchParams.get('url')).toBe('https://horizon-competences.example/blog/cpf/');
    expect([...x.searchParams.keys()]).toEqual(['text', 'url']);
  });
  it('le lien e-mail porte le titre en objet et l’URL dans le corps', () => {
    const mail = links[3]!.href;
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1]!)).toContain(
      'https://horizon-competences.example/blog/cpf/',
    );
  });
});
