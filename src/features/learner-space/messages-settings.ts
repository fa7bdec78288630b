// Part of the dashboard's « Paramètres », loaded with ./DashboardSettings.tsx once a signed-in learner's
// dashboard shows (not in the page's first download, docs/performance.md): the password change, the
// privacy requests' buttons, confirmation and outcomes.

/** The settings of a signed-in learner: password, and the privacy requests (RGPD art. 15 and 17). */
export const SETTINGS_MESSAGES = {
  password: 'Mot de passe',
  openPassword: 'Changer de mot de passe',
  closePassword: 'Annuler le changement de mot de passe',
  privacy: 'Vos données personnelles',
  privacyIntro:
    'Vous pouvez demander une copie de toutes les données de votre compte (RGPD, article 15) ou leur effacement avec votre compte (article 17). Nous répondons dans un délai d’un mois.',
  deletionWarning:
    'La suppression efface votre compte, votre progression et vos notifications. Les documents que la loi nous oblige à conserver (attestations, factures) sont gardés pour la durée légale.',
  export: 'Demander une copie de mes données',
  deletion: 'Demander la suppression de mon compte',
  /** Asked before a deletion is filed: one click must not file it. */
  confirmDeletion: {
    question: 'Confirmez-vous la demande de suppression de votre compte\u00a0?',
    confirm: 'Oui, demander la suppression',
    cancel: 'Annuler',
  },
  pending: {
    export: 'Demande de copie enregistrée, en cours de traitement.',
    deletion: 'Demande de suppression enregistrée, en cours de traitement.',
  },
  withdrawNote: 'Vous pouvez la retirer tant que notre équipe ne l’a pas traitée.',
  withdraw: {
    export: 'Retirer ma demande de copie',
    deletion: 'Retirer ma demande de suppression',
  },
  requested: {
    title: 'Demande enregistrée',
    description: 'Nous vous répondons par e-mail dans un délai d’un mois.',
  },
  withdrawn: {
    title: 'Demande retirée',
    description: 'Nous n’y donnerons pas suite. Vous pourrez en faire une nouvelle à tout moment.',
  },
  /** The delete found nothing pending: staff handled it in the meantime. */
  alreadyHandled: {
    title: 'Demande déjà traitée',
    description:
      'Notre équipe a traité cette demande entre-temps\u00a0: elle ne peut plus être retirée. Écrivez-nous si vous souhaitez revenir dessus.',
  },
  failed: 'Votre demande n’a pas pu être enregistrée.',
  withdrawFailed: 'Votre demande n’a pas pu être retirée.',
} as const;
