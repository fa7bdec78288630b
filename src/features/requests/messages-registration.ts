// Ships to browsers. The registration form's French strings, loaded only by the training pages.
import { CALLBACK_DELAY } from '~/config/site';
import type { REGISTRATION_MODALITES, REGISTRATION_SITUATIONS } from './schema';

/** Registration form of /formation/{id}, "Intéressé(e) ?" panel (docs/product.md §3, §7). */
export const REGISTRATION_MESSAGES = {
  mailSubject: 'Inscription Formation',
  /** What stays in place of the form once a waiting-list request is stored. */
  waitingListConfirmation: {
    title: 'Demande de liste d’attente envoyée',
    description:
      'Aucune place ne vous est garantie. Nous vous appelons si une place se libère, et un conseiller vous propose aussi la session suivante.',
    again: 'Faire une autre demande',
  },
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
    session_key: 'Session souhaitée',
    waiting_list: 'Liste d’attente',
    modalite: 'Modalité',
    situation: 'Situation actuelle',
    commentaires: 'Commentaires',
    positioning: 'Questionnaire de positionnement',
  },
  /** The session choice (docs/product.md §3): dated sessions, then the call back for a later one. */
  sessions: {
    nextSession: 'Être recontacté(e) pour une prochaine session',
    nextSessionHint: 'Aucune date ne vous convient\u00a0? Un conseiller vous propose la suivante.',
    full: 'Complet — liste d’attente',
    waitingList:
      'Cette session est complète. Sur liste d’attente, aucune place ne vous est garantie\u00a0: nous vous appelons si une place se libère avant le début de la session. Votre demande est conservée, et un conseiller vous propose aussi la session suivante.',
    waitingListConsent: 'Je demande une place sur la liste d’attente de cette session',
    /** Said in place of the format question once a session is chosen: its format answers it. */
    formatOfSession: (format: string) => `${format} (la modalité de la session choisie)`,
  },
  positioning: {
    summary: 'Répondre au questionnaire de positionnement (facultatif)',
    noAnswer: 'Sans réponse',
  },
  /** The database's refusals of a registration, under the session choice; nothing typed is lost. */
  refusals: {
    sessionClosed:
      'Les inscriptions à cette session viennent de fermer. Choisissez une autre session, ou d’être recontacté(e) pour une prochaine session.',
    seatsChanged:
      'Le nombre de places de cette session vient de changer\u00a0: la session est maintenant proposée comme ci-dessus. Vérifiez la case de la liste d’attente, puis envoyez à nouveau\u00a0; ce que vous avez saisi est conservé.',
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
