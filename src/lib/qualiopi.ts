// What the Qualiopi status lets the site say (src/config/qualiopi.ts). Pure: the badge, the about page
// and the funding notices render these strings, and the tests check both states.
import type { QualiopiStatus } from '~/config/qualiopi';
import { formatIsoDate } from './format';

/** Funding that requires the certification (L6316-1): the ones /financement presents. */
export const CERTIFIED_ONLY_FUNDING = ['CPF', 'OPCO', 'France Travail', 'Transitions Pro'] as const;

/** The sentence the rules of use of the mark require beside it. */
export function categorySentence(qualiopi: QualiopiStatus): string | null {
  if (qualiopi.status !== 'certified') return null;
  const categories = qualiopi.categories.map((category) => category.toUpperCase());
  return categories.length === 1
    ? `La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00a0: ${categories[0]}.`
    : `La certification qualité a été délivrée au titre des catégories d’actions suivantes\u00a0: ${categories.join(', ')}.`;
}

/** True when public and pooled funding may be presented as available now. */
export function publicFundingAvailable(qualiopi: QualiopiStatus): boolean {
  return qualiopi.status === 'certified';
}

/** The notice every funding mention carries: what is available today, and on what condition. */
export function fundingNotice(qualiopi: QualiopiStatus): { title: string; text: string } {
  if (qualiopi.status === 'certified') {
    return {
      title: 'Organisme certifié Qualiopi',
      text: `Notre certification Qualiopi (certificat n°\u00a0${qualiopi.certificateNumber}, délivré par ${qualiopi.certifier}) nous permet de mobiliser les financements publics et mutualisés\u00a0: CPF, OPCO, France Travail et Transitions Pro, selon votre situation.`,
    };
  }
  return {
    title: 'Financements publics\u00a0: dès l’obtention de notre certification Qualiopi',
    text: 'Le CPF, les OPCO, France Travail et Transitions Pro ne peuvent financer que des organismes certifiés Qualiopi (article L6316-1 du Code du travail). Notre certification est en cours d’obtention\u00a0: ces financements seront mobilisables dès qu’elle sera délivrée, et nous l’annoncerons ici. D’ici là, nos formations peuvent être financées par vous-même ou par votre employeur sur ses fonds propres.',
  };
}

const frenchList = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

/** How a sentence names a funding channel: the content's « Personnel » is the learner's own money. */
const fundingWord = (name: string) => (name === 'Personnel' ? 'fonds personnels' : name);

/**
 * A training's funding channels as its page and programme list them. While the certificate is pending,
 * the certified-only ones are named once, as coming with it.
 * @example fundingList(['CPF', 'OPCO', 'Personnel'], pending) →
 *   "fonds personnels ; CPF et OPCO dès l’obtention de la certification Qualiopi"
 */
export function fundingList(names: readonly string[], qualiopi: QualiopiStatus): string {
  if (publicFundingAvailable(qualiopi)) return frenchList.format(names.map(fundingWord));
  const needsCertificate = (name: string) =>
    (CERTIFIED_ONLY_FUNDING as readonly string[]).includes(name);
  const now = names.filter((name) => !needsCertificate(name)).map(fundingWord);
  const later = names.filter(needsCertificate);
  const laterText =
    later.length > 0
      ? `${frenchList.format(later)} dès l’obtention de la certification Qualiopi`
      : '';
  return [frenchList.format(now), laterText].filter(Boolean).join('\u00a0; ');
}

/**
 * Pages where the official mark may appear once certified: institutional pages only, never a training
 * page, a catalogue or a programme (rules of use of the Qualiopi mark).
 */
export function isInstitutionalPage(pathname: string): boolean {
  return !/^\/(formation|formations|catalogue-formations)(\/|$)/.test(pathname);
}

/** The status in one paragraph, for the legal notice and the about page. */
export function qualiopiStatusText(qualiopi: QualiopiStatus, legalName: string): string {
  if (qualiopi.status === 'certified') {
    return `${legalName} est certifiée Qualiopi\u00a0: certificat n°\u00a0${qualiopi.certificateNumber} délivré le ${formatIsoDate(qualiopi.issuedOn)} par ${qualiopi.certifier}, valable jusqu’au ${formatIsoDate(qualiopi.validUntil)}. ${categorySentence(qualiopi)}`;
  }
  return `${legalName} a engagé la démarche de certification qualité Qualiopi au titre de la catégorie «\u00a0actions de formation\u00a0». Cette certification est en cours d’obtention\u00a0: elle n’a pas encore été délivrée. Tant qu’elle ne l’est pas, nous ne pouvons ni afficher la marque Qualiopi ni mobiliser les financements publics et mutualisés (CPF, OPCO, France Travail, Transitions Pro).`;
}
