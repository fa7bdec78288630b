// The reasons staff may give for refusing a testimonial: the moderation charter published on
// /temoignages/ (« Charte de modération »), one code each. The database accepts exactly these codes
// (testimonials_refusal_reason_check, supabase/migrations/20261127140000_team_space.sql); tests keep
// the three lists equal, so a change here needs a migration and a change of the published charter.

export interface RefusalReason {
  /** What the database stores in testimonials.refusal_reason. */
  code: string;
  /** The charter's own words, shown to staff when they refuse. */
  label: string;
}

export const REFUSAL_REASONS: readonly RefusalReason[] = [
  {
    code: 'propos_illicites',
    label: 'propos injurieux, diffamatoires, discriminatoires ou contraires à la loi',
  },
  {
    code: 'donnees_personnelles',
    label:
      'informations personnelles sur un tiers (nom d’un formateur ou d’un apprenant, coordonnées…)',
  },
  {
    code: 'hors_sujet',
    label:
      'contenu sans rapport avec une formation suivie chez nous, publicité, liens ou messages répétés',
  },
  {
    code: 'avis_non_authentique',
    label:
      'avis manifestement faux, écrit par un membre de notre équipe ou obtenu en échange d’un avantage',
  },
];
