// Ships to browsers with the sign-in, new-password and password-change forms: their French strings
// (docs/product.md §2.3, §4, §8; docs/security.md §5.4). Beside it, loaded when needed: the dashboard's
// (./messages-dashboard.ts), what follows a call (./messages-outcomes.ts) or a failed one
// (./messages-failures.ts), the field checks' (./messages-field-errors.ts), the e-mailed links' page
// (./messages-verification.ts), the password change's code (./messages-reauthentication.ts), and
// the e-mails themselves (./messages-email.ts, never shipped).

/** The label of the simulated login (docs/product.md §4), rendered by the page, not the island. */
export const AUTH_DEMO_NOTICE =
  'Démonstration\u00a0: ce site n’est relié à aucun service de comptes. La connexion est simulée et le tableau de bord montre des données d’exemple.';

/** Learner login, sign-up and password recovery (docs/product.md §2.3, §4, §8; docs/security.md §5.4). */
export const AUTH_MESSAGES = {
  modes: { signIn: 'Se connecter', signUp: 'Créer un compte' },
  headings: { signIn: 'Connexion à votre espace', signUp: 'Création de votre compte' },
  toggle: {
    toSignUp: 'Pas encore de compte\u00a0? Créer un compte',
    toSignIn: 'Déjà un compte\u00a0? Se connecter',
  },
  labels: {
    email: 'E-mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
  },
  /** The toggle's name: one field at sign-in, the password and its confirmation elsewhere. */
  showPassword: { one: 'Afficher le mot de passe', both: 'Afficher les mots de passe' },
  suggestPassword: 'Suggérer un mot de passe',
  suggested: 'Mot de passe suggéré, à enregistrer dans votre gestionnaire de mots de passe\u00a0:',
  policy:
    'Au moins 12\u00a0caractères, dont une minuscule, une majuscule, un chiffre et un symbole\u00a0; 72\u00a0octets au plus (une lettre accentuée compte pour 2).',
  submitting: 'Patientez…',
  forgot: 'Mot de passe oublié\u00a0?',
  forgotIntro:
    'Indiquez l’adresse de votre compte\u00a0: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien',
  cancel: 'Annuler',
  signedInAs: 'Vous êtes connecté(e) avec l’adresse',
  toDashboard: 'Accéder à mon tableau de bord',
  signOut: 'Se déconnecter',
  saveNewPassword: 'Enregistrer le mot de passe',
  newPassword: {
    intro: 'Choisissez le nouveau mot de passe du compte',
    noLink:
      'Ouvrez cette page depuis le lien de l’e-mail «\u00a0Mot de passe oublié\u00a0», ou demandez un nouveau lien depuis la page de connexion.',
    backToLogin: 'Retour à la connexion',
  },
} as const;
