// The published improvements' French strings on /reclamations/; their origins' names are
// src/config/improvements.ts (the team space names them too).
import { IMPROVEMENT_ORIGINS } from '~/config/improvements';

export const IMPROVEMENT_MESSAGES = {
  title: 'Ce que nous avons amélioré',
  intro:
    'Les réclamations, les questionnaires de nos apprenants et nos audits donnent lieu à des actions d’amélioration. Voici celles que nous avons décidées, de la plus récente à la plus ancienne.',
  empty:
    'Aucune action d’amélioration n’est encore publiée. Elles apparaîtront ici, datées, dès que nous en aurons décidé.',
  unavailable:
    'La liste de nos actions d’amélioration n’a pas pu être chargée pour cette version de la page. Demandez-la à notre responsable des réclamations.',
  origins: IMPROVEMENT_ORIGINS,
} as const;
