import { describe, expect, it } from 'vitest';
import { resultsStatus } from '~/features/search/messages';
import { frenchSpaces, searchedTerms } from '~/features/search/results';

describe('resultsStatus', () => {
  it('dit qu’il n’y a aucun résultat, la requête entre guillemets français', () => {
    expect(resultsStatus('zzqxwv', 0, 0)).toBe('Aucun résultat pour «\u00a0zzqxwv\u00a0».');
  });
  it('accorde « résultat » au nombre quand tout est affiché', () => {
    expect(resultsStatus('cpf', 1, 1)).toBe('1 résultat pour «\u00a0cpf\u00a0».');
    expect(resultsStatus('cpf', 3, 3)).toBe('3 résultats pour «\u00a0cpf\u00a0».');
  });
  it('dit combien des plus pertinents sont affichés quand il en reste', () => {
    expect(resultsStatus('alternance', 914, 5)).toBe(
      '914 résultats pour «\u00a0alternance\u00a0», les 5 plus pertinents affichés.',
    );
    expect(resultsStatus('alternance', 914, 10)).toMatch(/les 10 plus pertinents affichés\.$/);
  });
});

describe('frenchSpaces', () => {
  it('remet l’espace insécable avant : ; ! ? » et après «', () => {
    expect(frenchSpaces('Recruter en 2025 : quelles aides ? « CPF » ; oui !')).toBe(
      'Recruter en 2025\u00a0: quelles aides\u00a0? «\u00a0CPF\u00a0»\u00a0; oui\u00a0!',
    );
  });
  it('laisse le reste du texte tel quel', () => {
    expect(frenchSpaces('Titre professionnel Employé commercial')).toBe(
      'Titre professionnel Employé commercial',
    );
    expect(frenchSpaces('déjà\u00a0: bon')).toBe('déjà\u00a0: bon');
  });
});

describe('searchedTerms', () => {
  it('ne cherche rien tant qu’aucun mot n’a deux lettres', () => {
    expect(searchedTerms('a')).toBe('');
    expect(searchedTerms('  é ')).toBe('');
    expect(searchedTerms('a b')).toBe('');
    expect(searchedTerms('')).toBe('');
  });
  it('laisse de côté le dernier mot d’une lettre, en cours de frappe', () => {
    expect(searchedTerms('financement c')).toBe('financement');
    expect(searchedTerms('financement cp')).toBe('financement cp');
  });
  it('garde les autres mots tels que tapés, espaces réduits', () => {
    expect(searchedTerms('  bac + 2   commerce ')).toBe('bac + 2 commerce');
    expect(searchedTerms('é')).toBe('');
    expect(searchedTerms('ét')).toBe('ét');
  });
});
