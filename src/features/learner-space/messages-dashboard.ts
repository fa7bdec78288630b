// Ships to browsers with the learner dashboard: its French strings (docs/product.md §2.1, §2.3, §3).

/** The label of the demonstration dashboard (docs/product.md §4), rendered by the page, not the island. */
export const DASHBOARD_DEMO_NOTICE =
  'Démonstration\u00a0: ces données sont des exemples. Avec un compte réel, vous retrouvez ici votre formation et vos séances.';

/** Learner dashboard (docs/product.md §2.1, §2.3, §3). */
export const DASHBOARD_MESSAGES = {
  loading: 'Chargement…',
  sections: {
    cours: 'Mes cours',
    planning: 'Planning',
    documents: 'Documents',
    notifications: 'Notifications',
    parametres: 'Paramètres',
  },
  navLabel: 'Sections du tableau de bord',
  progress: 'Progression',
  nextSession: 'Prochaine séance',
  join: 'Rejoindre la séance',
  /** Sentences around the team's address, which the island renders as a mailto: link. */
  noEnrolment: {
    before:
      'Votre compte n’est pas encore rattaché à une formation. Dès votre inscription validée, l’équipe pédagogique l’y associe. Une question\u00a0? Écrivez-nous à',
    after: '.',
  },
  noLessons: 'Aucune séance à venir pour le moment.',
  noNotifications: 'Aucune notification pour le moment.',
  notificationKinds: { info: 'Information', success: 'Réussite' },
  open: 'Voir',
  loadFailed: 'Impossible d’afficher votre tableau de bord.',
  retry: 'Réessayer',
  signOut: 'Se déconnecter',
  documents: {
    before:
      'Vos documents (convention de formation, attestations de présence et de fin de formation, certificat de réalisation) vous sont remis par e-mail par l’équipe pédagogique. Pour en recevoir une nouvelle copie, écrivez-nous à',
    after: ' depuis l’adresse de votre compte.',
  },
  settings: {
    password: 'Mot de passe',
    openPassword: 'Changer de mot de passe',
    closePassword: 'Annuler le changement de mot de passe',
    privacy: 'Vos données personnelles',
    privacyIntro:
      'Vous pouvez demander une copie de toutes les données de votre compte (RGPD, article 15) ou leur effacement avec votre compte (article 17). Nous répondons dans un délai d’un mois.',
    export: 'Demander une copie de mes données',
    deletion: 'Demander la suppression de mon compte',
    deletionWarning:
      'La suppression efface votre compte, votre progression et vos notifications. Les documents que la loi nous oblige à conserver (attestations, factures) sont gardés pour la durée légale.',
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
      description:
        'Nous n’y donnerons pas suite. Vous pourrez en faire une nouvelle à tout moment.',
    },
    /** The delete found nothing pending: staff handled it in the meantime. */
    alreadyHandled: {
      title: 'Demande déjà traitée',
      description:
        'Notre équipe a traité cette demande entre-temps\u00a0: elle ne peut plus être retirée. Écrivez-nous si vous souhaitez revenir dessus.',
    },
    failed: 'Votre demande n’a pas pu être enregistrée.',
    withdrawFailed: 'Votre demande n’a pas pu être retirée.',
    demo: 'En démonstration, le changement de mot de passe et les demandes sur vos données ne sont pas disponibles.',
  },
} as const;
