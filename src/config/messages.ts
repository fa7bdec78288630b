// Ships to browsers. Every French string the islands show: SPEC §7 and §8 verbatim where the spec gives
// one, otherwise written here (non-breaking space before : ; ! ?). Components import, never repeat, them.
import type { REGISTRATION_MODALITES, REGISTRATION_SITUATIONS } from '~/schemas/contact-request';
import { CONTACT, LEGAL_FIGURES, TOASTS } from './site';

/** Notification area (SPEC §2.2, §9). */
export const TOAST_MESSAGES = {
  regionLabel: `Notifications (${TOASTS.hotkey})`,
  close: 'Fermer la notification',
} as const;

/** Cookie banner (SPEC §4). */
export const COOKIE_BANNER_MESSAGES = {
  title: 'Cookies et vie privée',
  text: 'Nous n’utilisons des cookies de mesure d’audience qu’avec votre accord. Refuser ne change rien à votre navigation, et vous pouvez changer d’avis à tout moment avec le lien «\u00a0Gérer les cookies\u00a0» en bas de page.',
  learnMore: 'En savoir plus sur les cookies',
  accept: 'Accepter',
  refuse: 'Refuser',
  current: {
    accepted: 'Votre choix actuel\u00a0: cookies acceptés.',
    refused: 'Votre choix actuel\u00a0: cookies refusés.',
  },
} as const;

/** Shared by the three request forms: buttons, anti-spam field, mail fallback and failures. */
export const FORM_MESSAGES = {
  submit: 'Envoyer',
  sending: 'Envoi en cours...',
  requiredNote: 'Tous les champs sont obligatoires, sauf mention contraire.',
  optional: '(facultatif)',
  honeypot: 'Ne remplissez pas ce champ',
  /** security.md §5.3 C8: the mail program opened; nothing is sent until the visitor sends it. */
  mailOpened: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre demande est prête\u00a0: il ne vous reste qu’à l’envoyer depuis votre messagerie. Sinon, écrivez-nous à ${CONTACT.email}.`,
  },
  /** security.md §5.3 C3: the body was shortened to fit a mailto: link. */
  mailTruncated: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre message était trop long et a été raccourci\u00a0: complétez-le avant de l’envoyer, ou écrivez-nous à ${CONTACT.email}.`,
  },
  truncationNote: '[Message raccourci\u00a0: complétez-le avant l’envoi.]',
  /** The database refused a value the form accepted (its rules changed since the page was built). */
  invalidField: 'Cette valeur n’a pas été acceptée. Vérifiez-la, puis réessayez.',
  rateLimited: {
    title: 'Trop de demandes',
    description: `Vous avez déjà envoyé plusieurs demandes aujourd’hui. Réessayez demain, ou écrivez-nous à ${CONTACT.email}.`,
  },
  failed: {
    title: 'Une erreur est survenue',
    description: `Impossible d’envoyer votre demande. Veuillez réessayer, ou écrivez-nous à ${CONTACT.email}.`,
  },
  privacy: {
    lead: 'Vos données servent uniquement à répondre à votre demande.',
    retention: `Elles sont conservées ${LEGAL_FIGURES.retentionYearsProspects}\u00a0ans après notre dernier contact.`,
    link: 'En savoir plus sur vos données et vos droits',
  },
} as const;

/** Registration form of /formation/{id}, "Intéressé(e) ?" panel (SPEC §3, §7). */
export const REGISTRATION_MESSAGES = {
  mailSubject: 'Inscription Formation',
  success: { title: 'Formulaire envoyé', description: "Votre demande d'inscription a été envoyée avec succès." },
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
  modalites: { présentiel: 'Présentiel', distanciel: 'Distanciel', alternance: 'Alternance' } satisfies Record<
    (typeof REGISTRATION_MODALITES)[number],
    string
  >,
  situations: {
    demandeur: 'Demandeur d’emploi',
    salarie: 'Salarié(e)',
    etudiant: 'Étudiant(e)',
    autre: 'Autre',
  } satisfies Record<(typeof REGISTRATION_SITUATIONS)[number], string>,
  choose: 'Choisissez…',
} as const;

/** Company contact form of /entreprises (SPEC §3, §7). */
export const COMPANY_MESSAGES = {
  mailSubject: 'Contact Entreprise',
  success: { title: 'Message envoyé', description: 'Nous vous recontacterons rapidement.' },
  labels: {
    entreprise: 'Entreprise',
    contact: 'Nom du contact',
    email: 'E-mail',
    telephone: 'Téléphone',
    message: 'Message',
  },
} as const;

/** Contact form of /contact (SPEC §2.3, §7). */
export const CONTACT_MESSAGES = {
  /** Subject of the mail sent without JavaScript; with it, the mail takes the visitor's subject. */
  mailSubject: 'Contact',
  success: { title: 'Message envoyé', description: 'Nous vous répondrons dans les meilleurs délais.' },
  labels: {
    name: 'Nom et prénom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
  },
  /** Readable subjects for the `?subject=` codes linked from the site (SPEC §2.1, content/data/trainer-space.yaml). */
  subjects: {
    Demande_Info_Validation_Bloc: 'Demande d’information\u00a0: validation d’un bloc de compétences',
    Demande_Coaching_Recrutement: 'Demande d’information\u00a0: coaching entretien de recrutement',
    Demande_Coaching_Examen: 'Demande d’information\u00a0: coaching préparation examen et certification',
    Espace_Formateur_Ressources: 'Espace formateur\u00a0: accès aux ressources pédagogiques',
    Espace_Formateur_Suivi: 'Espace formateur\u00a0: suivi des apprenants',
    Espace_Formateur_Qualite: 'Espace formateur\u00a0: démarche qualité',
    Espace_Formateur_Support: 'Espace formateur\u00a0: demandes et support',
  } as Readonly<Record<string, string>>,
} as const;

/** Learner login, sign-up and password recovery (SPEC §2.3, §4, §8; security.md §5.4). */
export const AUTH_MESSAGES = {
  demoNotice:
    'Démonstration\u00a0: ce site n’est relié à aucun service de comptes. La connexion est simulée et le tableau de bord montre des données d’exemple.',
  modes: { signIn: 'Se connecter', signUp: 'Créer un compte' },
  headings: { signIn: 'Connexion à votre espace', signUp: 'Création de votre compte' },
  toggle: { toSignUp: 'Pas encore de compte\u00a0? Créer un compte', toSignIn: 'Déjà un compte\u00a0? Se connecter' },
  labels: {
    email: 'E-mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
  },
  showPassword: 'Afficher les mots de passe',
  suggestPassword: 'Suggérer un mot de passe',
  suggested: 'Mot de passe suggéré, à enregistrer dans votre gestionnaire de mots de passe\u00a0:',
  policy: 'Au moins 12\u00a0caractères, dont une minuscule, une majuscule, un chiffre et un symbole.',
  submitting: 'Patientez…',
  forgot: 'Mot de passe oublié\u00a0?',
  forgotIntro: 'Indiquez l’adresse de votre compte\u00a0: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien',
  cancel: 'Annuler',
  signedInAs: 'Vous êtes connecté(e) avec l’adresse',
  toDashboard: 'Accéder à mon tableau de bord',
  signOut: 'Se déconnecter',
  saveNewPassword: 'Enregistrer le mot de passe',
  success: {
    signIn: { title: 'Connexion réussie\u00a0!', description: 'Bienvenue dans votre espace apprenant.' },
    signUp: {
      title: 'Compte créé avec succès\u00a0!',
      description: 'Si cette adresse est valide, un e-mail de confirmation vient d’être envoyé\u00a0: ouvrez le lien qu’il contient pour activer votre compte.',
    },
    signOut: { title: 'Déconnexion réussie', description: 'À bientôt dans votre espace apprenant.' },
    resetSent: {
      title: 'E-mail envoyé',
      description: 'Si un compte existe pour cette adresse, vous allez recevoir un lien pour choisir un nouveau mot de passe.',
    },
    passwordChanged: { title: 'Mot de passe modifié', description: 'Utilisez votre nouveau mot de passe dès votre prochaine connexion.' },
    confirmed: { title: 'Adresse confirmée', description: 'Votre compte est activé\u00a0: bienvenue dans votre espace apprenant.' },
  },
  /** The SPEC's English toast titles ('Sign in Failed'…), in French. */
  failureTitles: {
    signIn: 'Connexion impossible',
    signUp: 'Inscription impossible',
    signOut: 'Déconnexion impossible',
    reset: 'Envoi impossible',
    password: 'Mot de passe non modifié',
  },
  fieldErrors: {
    emailRequired: 'L’adresse e-mail est obligatoire.',
    emailInvalid: 'Cette adresse e-mail n’est pas valide (exemple\u00a0: prenom.nom@exemple.fr).',
    passwordRequired: 'Le mot de passe est obligatoire.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    length: 'Le mot de passe doit contenir au moins 12\u00a0caractères.',
    tooLong: 'Le mot de passe doit contenir au plus 72\u00a0caractères.',
    characters: 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un symbole.',
    pwned: 'Ce mot de passe figure dans des fuites de données connues\u00a0: choisissez-en un autre.',
    samePassword: 'Le nouveau mot de passe doit être différent de l’ancien.',
  },
  /** What each failure of src/db/result.ts means for the visitor, and what to do. */
  failures: {
    credentials: 'E-mail ou mot de passe incorrect. Vérifiez-les, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0».',
    unconfirmed: 'Votre adresse n’est pas encore confirmée\u00a0: ouvrez le lien de l’e-mail reçu à l’inscription, puis reconnectez-vous.',
    'rate-limited': 'Trop de tentatives en peu de temps. Patientez quelques minutes avant de réessayer.',
    network: 'Le service de connexion ne répond pas. Vérifiez votre connexion Internet, puis réessayez.',
    unavailable: 'Le service de connexion est indisponible pour le moment. Réessayez plus tard.',
    'signed-out': 'Votre session a expiré. Reconnectez-vous pour continuer.',
    'link-expired': 'Ce lien n’est plus valable\u00a0: il a déjà servi ou a expiré. Demandez-en un nouveau.',
    unknown: `Une erreur est survenue. Veuillez réessayer, ou écrivez-nous à ${CONTACT.email}.`,
  },
  newPassword: {
    intro: 'Choisissez le nouveau mot de passe du compte',
    noLink: 'Ouvrez cette page depuis le lien de l’e-mail «\u00a0Mot de passe oublié\u00a0», ou demandez un nouveau lien depuis la page de connexion.',
    backToLogin: 'Retour à la connexion',
  },
} as const;

/** Learner dashboard (SPEC §2.1, §2.3, §3). */
export const DASHBOARD_MESSAGES = {
  demoNotice: 'Démonstration\u00a0: ces données sont des exemples. Avec un compte réel, vous retrouvez ici votre formation et vos séances.',
  loading: 'Chargement de votre tableau de bord…',
  sections: { cours: 'Mes cours', planning: 'Planning', documents: 'Documents', notifications: 'Notifications', parametres: 'Paramètres' },
  navLabel: 'Sections du tableau de bord',
  progress: 'Progression',
  nextSession: 'Prochaine séance',
  join: 'Rejoindre la séance',
  noEnrolment: `Votre compte n’est pas encore rattaché à une formation. Dès votre inscription validée, l’équipe pédagogique l’y associe. Une question\u00a0? Écrivez-nous à ${CONTACT.email}.`,
  noLessons: 'Aucune séance à venir pour le moment.',
  noNotifications: 'Aucune notification pour le moment.',
  notificationKinds: { info: 'Information', success: 'Réussite' },
  open: 'Voir',
  loadFailed: 'Impossible d’afficher votre tableau de bord.',
  retry: 'Réessayer',
  signOut: 'Se déconnecter',
  documents: `Vos documents (convention de formation, attestations de présence et de fin de formation, certificat de réalisation) vous sont remis par e-mail par l’équipe pédagogique. Pour en recevoir une nouvelle copie, écrivez-nous à ${CONTACT.email} depuis l’adresse de votre compte.`,
  settings: {
    password: 'Changer de mot de passe',
    privacy: 'Vos données personnelles',
    privacyIntro:
      'Vous pouvez demander une copie de toutes les données de votre compte (RGPD, article 15) ou leur effacement avec votre compte (article 17). Nous répondons dans un délai d’un mois.',
    export: 'Demander une copie de mes données',
    deletion: 'Demander la suppression de mon compte',
    deletionWarning: 'La suppression efface votre compte, votre progression et vos notifications. Les documents que la loi nous oblige à conserver (attestations, factures) sont gardés pour la durée légale.',
    pending: { export: 'Demande de copie enregistrée, en cours de traitement.', deletion: 'Demande de suppression enregistrée, en cours de traitement.' },
    requested: {
      title: 'Demande enregistrée',
      description: 'Nous vous répondons par e-mail dans un délai d’un mois.',
    },
    failed: 'Votre demande n’a pas pu être enregistrée.',
    demo: 'En démonstration, le changement de mot de passe et les demandes sur vos données ne sont pas disponibles.',
  },
} as const;
