// Header and footer links (docs/product.md §2.2). Ships to browsers only through static HTML.

export interface NavLink {
  href: string;
  label: string;
}

/** Header: "Accompagnement" opens these three pages (labels verbatim from docs/product.md §2.2). */
export const ACCOMPANIMENT_LINKS: NavLink[] = [
  { href: '/accompagnement/validation-bloc/', label: 'Validation d’un bloc de compétences' },
  {
    href: '/accompagnement/coaching-recrutement/',
    label: 'Coaching\u00a0: Entretien de recrutement',
  },
  { href: '/accompagnement/coaching-examen/', label: 'Coaching\u00a0: Préparation examen' },
];

/** Header links after the "Accompagnement" menu. */
export const HEADER_LINKS: NavLink[] = [
  { href: '/formations/', label: 'Formations' },
  { href: '/financement/', label: 'Financement' },
  { href: '/entreprises/', label: 'Entreprises' },
  { href: '/candidature/', label: 'Candidature' },
];

/**
 * Header account link to the learner space: plain HTML, no JavaScript, so content pages pay nothing
 * for it; /espace-apprenant/ itself says whether the learner is signed in and leads to the dashboard.
 */
export const LEARNER_SPACE_LINK: NavLink = {
  href: '/espace-apprenant/',
  label: 'Espace apprenant',
};

/** Footer: the provider's own pages. */
export const FOOTER_LINKS: NavLink[] = [
  { href: '/a-propos/', label: 'Qui sommes-nous\u00a0?' },
  { href: '/temoignages/', label: 'Témoignages' },
  { href: '/contact/', label: 'Contact' },
  { href: '/blog/', label: 'Actualités' },
  { href: '/financement/', label: 'Financement' },
  { href: '/faq/', label: 'Questions fréquentes' },
  { href: '/espace-apprenant/', label: 'Espace apprenant' },
  { href: '/espace-formateur/', label: 'Espace formateur' },
];

/** Footer: legal pages. */
export const LEGAL_LINKS: NavLink[] = [
  { href: '/mentions-legales/', label: 'Mentions légales' },
  { href: '/politique-confidentialite/', label: 'Politique de confidentialité' },
  { href: '/cgv/', label: 'Conditions générales de vente' },
  { href: '/reglement-interieur/', label: 'Règlement intérieur' },
  { href: '/reclamations/', label: 'Réclamations' },
  { href: '/declaration-accessibilite/', label: 'Déclaration d’accessibilité' },
];

/** Footer: institutional sites, opened in a new tab (docs/product.md §2.2). */
export const INSTITUTIONAL_LINKS: NavLink[] = [
  { href: 'https://www.francecompetences.fr/', label: 'France compétences' },
  { href: 'https://www.francetravail.fr/', label: 'France Travail' },
  { href: 'https://travail-emploi.gouv.fr/', label: 'Ministère du Travail' },
  { href: 'https://www.cfadock.fr/', label: 'Trouver mon OPCO' },
  { href: 'https://www.moncompteformation.gouv.fr/', label: 'Mon Compte Formation (CPF)' },
];

/** The public "find my OPCO" service (docs/product.md §2.3, company space). */
export const FIND_MY_OPCO_URL = 'https://www.cfadock.fr/';
