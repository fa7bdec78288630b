// Ships to browsers. Every French string the islands show: docs/product.md §7 and §8 quotes the main
// ones, otherwise written here (non-breaking space before : ; ! ?). Components import, never repeat, them.
import type { REGISTRATION_MODALITES, REGISTRATION_SITUATIONS } from '~/schemas/contact-request';
import { CONTACT } from './site';
import { LEGAL_FIGURES } from './legal-figures';

/** Notification area: its own module, so the toast stack, on every page with an island, loads only its two strings. */
export { TOAST_MESSAGES } from './toast-messages';

/** Cookie banner (docs/product.md §4). */
export const COOKIE_BANNER_MESSAGES = {
  title: 'Cookies et vie privée',
  /** With an audience measurement configured: who, what for, how long (CNIL), before the choice. */
  text: (measurement: { name: string; cookieLifetimeMonths: number }) =>
    `Avec votre accord, nous mesurons la fréquentation du site avec ${measurement.name} : des statistiques de visite réservées à notre usage, sans publicité ni partage avec des tiers. Ses cookies sont conservés ${measurement.cookieLifetimeMonths} mois au plus. Refuser ne change rien à votre navigation, et vous pouvez changer d’avis à tout moment avec le lien « Gérer les cookies » en bas de page.`,
  /** Without one: nothing to consent to, and the banner says so. */
  textWithoutMeasurement:
    'Ce site ne dépose aucun cookie de mesure d’audience ni de publicité : votre réponse n’active aucun traceur. Seuls sont enregistrés dans votre navigateur ce choix et, si vous vous connectez, votre session de l’espace apprenant.',
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
  sending: 'Envoi en cours…',
  requiredNote: 'Tous les champs sont obligatoires, sauf mention contraire.',
  optional: '(facultatif)',
  honeypot: 'Ne remplissez pas ce champ',
  /** docs/security.md §5.3 C8: the mail program opened; nothing is sent until the visitor sends it. */
  mailOpened: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre demande est prête\u00a0: il ne vous reste qu’à l’envoyer depuis votre messagerie. Sinon, écrivez-nous à ${CONTACT.email}.`,
  },
  /** docs/security.md §5.3 C3: the body was shortened to fit a mailto: link. */
  mailTruncated: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre message était trop long et a été raccourci\u00a0: complétez-le avant de l’envoyer, ou écrivez-nous à ${CONTACT.email}.`,
  },
  truncationNote: '[Message raccourci\u00a0: complétez-le avant l’envoi.]',
  /** Above the button when the site has no online service: the visitor knows what « Envoyer » does. */
  mailPathNotice:
    'En cliquant sur «\u00a0Envoyer\u00a0», votre messagerie s’ouvre avec votre demande déjà rédigée\u00a0: il vous restera à l’envoyer.',
  /** After the mail program was asked to open: the same message to copy, for webmail users (docs/security.md C8). */
  preparedMail: {
    title: 'Votre messagerie ne s’est pas ouverte\u00a0?',
    text: 'Copiez l’adresse et le message ci-dessous, puis envoyez-les depuis votre messagerie en ligne.',
    address: 'Adresse',
    message: 'Message préparé',
    copyAddress: 'Copier l’adresse',
    copyMessage: 'Copier le message',
    copied: 'Copié dans le presse-papiers.',
  },
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

/** Company contact form of /entreprises (docs/product.md §3, §7). */
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

/** Contact form of /contact (docs/product.md §2.3, §7). */
export const CONTACT_MESSAGES = {
  /** Subject of the mail sent without JavaScript; with it, the mail takes the visitor's subject. */
  mailSubject: 'Contact',
  success: {
    title: 'Message envoyé',
    description: 'Nous vous répondrons dans les meilleurs délais.',
  },
  labels: {
    name: 'Nom et prénom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
  },
  /** Readable subjects for the `?subject=` codes linked from the site (docs/product.md §2.1, content/data/trainer-space.yaml). */
  subjects: {
    Demande_Info_Validation_Bloc:
      'Demande d’information\u00a0: validation d’un bloc de compétences',
    Demande_Coaching_Recrutement: 'Demande d’information\u00a0: coaching entretien de recrutement',
    Demande_Coaching_Examen:
      'Demande d’information\u00a0: coaching préparation examen et certification',
    Espace_Formateur_Ressources: 'Espace formateur\u00a0: accès aux ressources pédagogiques',
    Espace_Formateur_Suivi: 'Espace formateur\u00a0: suivi des apprenants',
    Espace_Formateur_Qualite: 'Espace formateur\u00a0: démarche qualité',
    Espace_Formateur_Support: 'Espace formateur\u00a0: demandes et support',
  } as Readonly<Record<string, string>>,
} as const;
