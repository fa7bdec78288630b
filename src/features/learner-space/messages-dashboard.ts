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
  /** A lesson without a join link: « Sur place : <place or the session's venue> ». */
  onSite: 'Sur place',
  /** An enrolment typed before the catalogue, whose training the database does not name. */
  someTraining: 'Votre formation',
  documents: {
    yours: 'Vos documents',
    none: 'Aucun document pour le moment. Votre convocation, vos attestations et les supports de votre session seront ici dès que l’équipe pédagogique les aura déposés.',
    open: 'Ouvrir (PDF)',
    beforeTraining: 'À lire avant votre formation',
    programme: 'Programme\u00a0:',
    rules: 'Règlement intérieur',
    terms: 'Conditions générales de vente',
  },
  settings: {
    demo: 'En démonstration, le changement de mot de passe et les demandes sur vos données ne sont pas disponibles.',
  },
} as const;
