// Where an improvement came from (public.improvements.origin, Qualiopi indicator 32), as /reclamations/
// and the team space's « Améliorations » name it. Imported by no learner island: the team space may too.
export const IMPROVEMENT_ORIGINS = {
  reclamation: 'Suite à une réclamation',
  questionnaire: 'Suite aux questionnaires des apprenants',
  audit: 'Suite à un audit',
  autre: 'Initiative de l’équipe',
} as const;

export type ImprovementOrigin = keyof typeof IMPROVEMENT_ORIGINS;
