// Every sentence of the team space (/espace-formateur/), in plain French for a non-technical team.
import type { DbFailure } from '~/db/result';

export const TEAM_MESSAGES = {
  noBackend:
    'L’espace de l’équipe a besoin du service de comptes du site, qui n’est pas configuré sur cette version\u00a0: il ne peut pas s’ouvrir ici.',
  checking: 'Vérification de votre session…',
  signIn: {
    title: 'Connexion de l’équipe',
    intro:
      'Réservé à l’équipe administrative et aux formateurs d’Horizon Compétences. Votre compte est créé sur invitation.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    pending: 'Connexion…',
    emailMissing: 'Saisissez votre adresse e-mail.',
    passwordMissing: 'Saisissez votre mot de passe.',
    forgotten:
      'Mot de passe oublié\u00a0? Le compte est le même que pour l’espace apprenant\u00a0: utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur sa page de connexion, puis revenez ici.',
    forgottenLink: 'Aller à la page de connexion de l’espace apprenant',
  },
  notTeam: {
    title: 'Ce compte n’a pas accès à l’espace de l’équipe',
    text: 'Vous êtes connecté(e) avec {email}, qui n’est pas un compte de l’équipe. Les apprenants retrouvent leur formation dans leur espace.',
    learnerSpace: 'Aller à l’espace apprenant',
  },
  enrol: {
    title: 'Activez la double authentification',
    intro:
      'L’espace de l’équipe donne accès à des données personnelles\u00a0: chaque connexion demande, après le mot de passe, un code à 6\u00a0chiffres donné par une application d’authentification sur votre téléphone (par exemple Google Authenticator, Microsoft Authenticator, FreeOTP ou celle de votre gestionnaire de mots de passe).',
    step1: 'Ouvrez l’application et ajoutez un compte en scannant ce QR code.',
    qrAlt: 'QR code à scanner avec votre application d’authentification',
    step2: 'Si vous ne pouvez pas scanner, saisissez cette clé dans l’application\u00a0:',
    step3: 'Saisissez le code à 6\u00a0chiffres que l’application affiche.',
    submit: 'Activer et ouvrir l’espace',
    preparing: 'Préparation de votre QR code…',
    retry: 'Générer un nouveau QR code',
  },
  challenge: {
    title: 'Saisissez votre code',
    intro:
      'Ouvrez votre application d’authentification et saisissez le code à 6\u00a0chiffres de l’espace Horizon Compétences.',
    submit: 'Valider le code',
    lost: 'Téléphone perdu ou changé\u00a0? Un autre membre de l’équipe administrative peut réinitialiser votre double authentification.',
  },
  code: {
    label: 'Code à 6\u00a0chiffres',
    hint: 'Le code change toutes les 30\u00a0secondes.',
    missing: 'Saisissez les 6\u00a0chiffres du code.',
    invalid:
      'Ce code ne correspond pas ou a expiré. Saisissez le code affiché maintenant par l’application.',
    pending: 'Vérification…',
  },
  bar: {
    signedInAs: 'Connecté(e)\u00a0: {email}',
    roles: { staff: 'équipe administrative', trainer: 'formateur' },
    signOut: 'Se déconnecter',
    signOutEverywhere: 'Se déconnecter de tous les appareils',
    signedOut: 'Vous êtes déconnecté(e).',
    signedOutEverywhere: 'Vous êtes déconnecté(e) sur tous vos appareils.',
    nav: 'Sections de l’espace de l’équipe',
  },
  staffOnly: {
    text: 'Cette section est réservée à l’équipe administrative. Votre compte formateur ouvre le suivi de vos apprenants et les ressources pédagogiques de vos formations.',
    links: 'Sections ouvertes à votre compte',
  },
  sessionLost:
    'Votre session ne permet plus cet accès\u00a0: reconnectez-vous et saisissez un nouveau code.',
  failures: {
    credentials: 'E-mail ou mot de passe incorrect.',
    unconfirmed:
      'Ce compte n’est pas encore activé\u00a0: ouvrez le lien de votre e-mail d’invitation.',
    'rate-limited': 'Trop de tentatives. Patientez une minute avant de réessayer.',
    network: 'Le service ne répond pas. Vérifiez votre connexion, puis réessayez.',
    unavailable: 'Le service n’est pas disponible pour le moment. Réessayez plus tard.',
    invalid: 'Une valeur a été refusée\u00a0: vérifiez le champ signalé, puis réessayez.',
    unknown:
      'L’opération n’a pas abouti. Réessayez\u00a0; si cela persiste, prévenez le responsable du site.',
  },
  loadFailed: 'Impossible de charger les données.',
  retry: 'Réessayer',
  saved: 'Enregistré',
  notSaved: 'Non enregistré',
} as const;

/**
 * The sections of the space, in the order of the navigation; `href` is each one's page, `trainers`
 * whether a trainer may use it (staff use them all). The database enforces the same split.
 */
export const TEAM_SECTIONS = [
  { id: 'accueil', label: 'Accueil', href: '/espace-formateur/', trainers: true },
  {
    id: 'apprenants',
    label: 'Suivi des apprenants',
    href: '/espace-formateur/apprenants/',
    trainers: true,
  },
  {
    id: 'ressources',
    label: 'Ressources pédagogiques',
    href: '/espace-formateur/ressources/',
    trainers: true,
  },
  {
    id: 'demandes',
    label: 'Demandes et support',
    href: '/espace-formateur/demandes/',
    trainers: false,
  },
  { id: 'qualite', label: 'Démarche qualité', href: '/espace-formateur/qualite/', trainers: false },
  {
    id: 'reclamations',
    label: 'Réclamations',
    href: '/espace-formateur/reclamations/',
    trainers: false,
  },
  {
    id: 'resultats',
    label: 'Résultats des promotions',
    href: '/espace-formateur/resultats/',
    trainers: false,
  },
  {
    id: 'ameliorations',
    label: 'Améliorations',
    href: '/espace-formateur/ameliorations/',
    trainers: false,
  },
  {
    id: 'comptes',
    label: 'Comptes et données personnelles',
    href: '/espace-formateur/comptes/',
    trainers: false,
  },
  {
    id: 'journal',
    label: 'Journal des actions',
    href: '/espace-formateur/journal/',
    trainers: false,
  },
] as const;
export type TeamSectionId = (typeof TEAM_SECTIONS)[number]['id'];

/** The sections a role may open. */
export function sectionsFor(role: 'staff' | 'trainer') {
  return TEAM_SECTIONS.filter((section) => role === 'staff' || section.trainers);
}

/** The sentence for a failed call. */
export function describeTeamFailure(failure: DbFailure & { message?: string }): string {
  if (failure.message) return failure.message;
  switch (failure.reason) {
    case 'signed-out':
      return TEAM_MESSAGES.sessionLost;
    case 'credentials':
    case 'unconfirmed':
    case 'rate-limited':
    case 'network':
    case 'unavailable':
      return TEAM_MESSAGES.failures[failure.reason];
    case 'code-invalid':
    case 'link-expired':
      return TEAM_MESSAGES.code.invalid;
    case 'invalid':
      return TEAM_MESSAGES.failures.invalid;
    default:
      return TEAM_MESSAGES.failures.unknown;
  }
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
