// Ships to browsers. The registration form's French strings, loaded only by the training pages.
import type { REGISTRATION_MODALITES, REGISTRATION_SITUATIONS } from './schema';

/** Registration form of /formation/{id}, "Intéressé(e) ?" panel (docs/product.md §3, §7). */
export const REGISTRATION_MESSAGES = {
  mailSubject: 'Inscription Formation',
  success: {
    title: 'Formulaire envoyé',
    description: 'Votre demande d’inscription a été envoyée avec succès.',
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
