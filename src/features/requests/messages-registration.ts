// Ships to browsers. The registration form's French strings, loaded only by the training pages.
import { CALLBACK_DELAY } from '~/config/site';
import type { REGISTRATION_MODALITES, REGISTRATION_SITUATIONS } from './schema';

/** Registration form of /formation/{id}, "Intéressé(e) ?" panel (docs/product.md §3, §7). */
export const REGISTRATION_MESSAGES = {
  mailSubject: 'Inscription Formation',
  /** What stays in place of the form once the request is stored (the panel promises the call). */
  confirmation: {
    title: 'Demande d’inscription envoyée',
    description: `Un conseiller vous rappelle ${CALLBACK_DELAY} pour la suite de votre inscription.`,
    again: 'Faire une autre demande',
  },
  labels: {
    prenom: 'Prénom',
    nom: 'Nom',
    date_naissance: 'Date de naissance',
    adresse: 'Adresse',
    email: 'E-mail',
    telephone: 'Téléphone',
    formation: 'Formation souhaitée',
    modalite: 'Modalité',
    situation: 'Situation actuelle',
    commentaires: 'Commentaires',
  },
  // Keys are the schema's codes; `satisfies` fails the type check if they drift apart.
  modalites: {
    présentiel: 'Présentiel',
    distanciel: 'Distanciel',
    alternance: 'Alternance',
  } satisfies Record<(typeof REGISTRATION_MODALITES)[number], string>,
  situations: {
    demandeur: 'Demandeur d’emploi',
    salarie: 'Salarié(e)',
    etudiant: 'Étudiant(e)',
    autre: 'Autre',
  } satisfies Record<(typeof REGISTRATION_SITUATIONS)[number], string>,
  choose: 'Choisissez…',
} as const;
