import { describe, expect, it } from 'vitest';
import {
  criteriaFromSearchParams,
  criteriaToSearchParams,
  matchesCriteria,
  matchesFacets,
  matchesQuery,
  normalizeText,
  searchSource,
} from '~/features/list-filters/filter-criteria';

const employee = normalizeText(
  searchSource([
    'Titre professionnel Employé commercial',
    'Mise en rayon et encaissement',
    ['Commerce', 'Grande distribution'],
  ]),
);

describe('normalizeText', () => {
  it('ignore la casse, les accents et les espaces multiples', () => {
    expect(normalizeText('  Employé   COMMERCIAL ')).toBe('employe commercial');
    expect(normalizeText('Œuvre à l’Été')).toBe('œuvre a l ete');
  });
});

describe('matchesQuery (docs/product.md §5 : titre, description, mots-clés)', () => {
  it('trouve « Employé » en tapant « employe »', () =>
    expect(matchesQuery(employee, 'employe')).toBe(true));
  it('trouve en majuscules accentuées', () => expect(matchesQuery(employee, 'EMPLOYÉ')).toBe(true));
  it('cherche aussi dans la description et les mots-clés', () => {
    expect(matchesQuery(employee, 'encaissement')).toBe(true);
    expect(matchesQuery(employee, 'grande distribution')).toBe(true);
  });
  it('exige chaque mot de la recherche', () =>
    expect(matchesQuery(employee, 'employe manager')).toBe(false));
  it('une recherche vide ne filtre rien', () => expect(matchesQuery(employee, '   ')).toBe(true));
  it('rejette un mot absent', () => expect(matchesQuery(employee, 'comptabilite')).toBe(false));
});

describe('matchesFacets (docs/product.md §4 : additif entre groupes, « ou » dans un groupe)', () => {
  const course = {
    category: ['Data'],
    level: ['Titre Pro'],
    format: ['Présentiel'],
    financing: ['CPF', 'OPCO'],
  };

  it('sans sélection, tout passe', () =>
    expect(matchesFacets(course, { category: [], financing: [] })).toBe(true));
  it('dans un groupe, une valeur parmi plusieurs suffit', () =>
    expect(matchesFacets(course, { category: ['Marketing', 'Data'] })).toBe(true));
  it('les groupes se cumulent', () => {
    expect(matchesFacets(course, { category: ['Data'], format: ['Distanciel'] })).toBe(false);
    expect(matchesFacets(course, { category: ['Data'], format: ['Présentiel'] })).toBe(true);
  });
  it('un financement correspond dès qu’un des financements listés est coché', () => {
    expect(matchesFacets(course, { financing: ['OPCO'] })).toBe(true);
    expect(matchesFacets(course, { financing: ['Personnel'] })).toBe(false);
  });
  it('le niveau du catalogue est une égalité exacte', () => {
    expect(matchesFacets({ niveau: ['4'] }, { niveau: ['4'] })).toBe(true);
    expect(matchesFacets({ niveau: ['4'] }, { niveau: ['5'] })).toBe(false);
  });
});

describe('matchesCriteria', () => {
  it('combine texte et facettes', () => {
    const item = { text: employee, facets: { niveau: ['3'] } };
    expect(matchesCriteria(item, { query: 'employe', facets: { niveau: ['3'] } })).toBe(true);
    expect(matchesCriteria(item, { query: 'employe', facets: { niveau: ['4'] } })).toBe(false);
  });
});

describe('état dans l’URL', () => {
  it('relit ?q=…&niveau=… en ignorant les paramètres inconnus', () => {
    const criteria = criteriaFromSearchParams(
      new URLSearchParams('q=vente&niveau=4&utm_source=x'),
      ['niveau'],
    );
    expect(criteria).toEqual({ query: 'vente', facets: { niveau: ['4'] } });
  });
  it('écrit une URL propre, sans paramètre vide', () => {
    expect(criteriaToSearchParams({ query: ' ', facets: { niveau: [] } }).toString()).toBe('');
    expect(
      criteriaToSearchParams({
        query: 'employé',
        facets: { financing: ['CPF', 'OPCO'] },
      }).toString(),
    ).toBe('q=employ%C3%A9&financing=CPF&financing=OPCO');
  });
  it('un aller-retour conserve les critères', () => {
    const criteria = {
      query: 'data',
      facets: { category: ['Data', 'Design'], level: ['Titre Pro'] },
    };
    expect(
      criteriaFromSearchParams(criteriaToSearchParams(criteria), ['category', 'level']),
    ).toEqual(criteria);
  });
});
