// Every sentence of the team space (/espace-formateur/), in plain French for a non-technical team.
import type { DbFailure } from '~/db/result';

export const TEAM_MESSAGES = {
  noBackend:
    'L’espace de l’équipe a besoin du service de comptes du site, qui n’est pas configuré sur cette version : il ne peut pas s’ouvrir ici.',
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
      'Mot de passe oublié\u00a0? Le compte est le même que pour l’espace apprenant : utilisez « Mot de passe oublié\u00a0? » sur sa page de connexion, puis revenez ici.',
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
      'L’espace de l’équipe donne accès à des données personnelles : chaque connexion demande, après le mot de passe, un code à 6 chiffres donné par une application d’authentification sur votre téléphone (par exemple Google Authenticator, Microsoft Authenticator, FreeOTP ou celle de votre gestionnaire de mots de passe).',
    step1: 'Ouvrez l’application et ajoutez un compte en scannant ce QR code.',
    qrAlt: 'QR code à scanner avec votre application d’authentification',
    step2: 'Si vous ne pouvez pas scanner, saisissez cette clé dans l’application :',
    step3: 'Saisissez le code à 6 chiffres que l’application affiche.',
    submit: 'Activer et ouvrir l’espace',
    preparing: 'Préparation de votre QR code…',
    retry: 'Générer un nouveau QR code',
  },
  challenge: {
    title: 'Saisissez votre code',
    intro:
      'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres de l’espace Horizon Compétences.',
    submit: 'Valider le code',
    lost: 'Téléphone perdu ou changé\u00a0? Un autre membre de l’équipe administrative peut réinitialiser votre double authentification.',
  },
  code: {
    label: 'Code à 6 chiffres',
    hint: 'Le code change toutes les 30 secondes.',
    missing: 'Saisissez les 6 chiffres du code.',
    invalid:
      'Ce code ne correspond pas ou a expiré. Saisissez le code affiché maintenant par l’application.',
    pending: 'Vérification…',
  },
  bar: {
    signedInAs: 'Connecté(e) : {email}',
    roles: { staff: 'équipe administrative', trainer: 'formateur' },
    signOut: 'Se déconnecter',
    signOutEverywhere: 'Se déconnecter de tous les appareils',
    signedOut: 'Vous êtes déconnecté(e).',
    signedOutEverywhere: 'Vous êtes déconnecté(e) sur tous vos appareils.',
    nav: 'Sections de l’espace de l’équipe',
  },
  trainerOnly:
    'Votre compte formateur est actif et protégé par la double authentification. Les sections ouvertes aujourd’hui (demandes, témoignages, données personnelles, journal) sont réservées à l’équipe administrative.',
  sessionLost:
    'Votre session ne permet plus cet accès : reconnectez-vous et saisissez un nouveau code.',
  failures: {
    credentials: 'E-mail ou mot de passe incorrect.',
    unconfirmed: 'Ce compte n’est pas encore activé : ouvrez le lien de votre e-mail d’invitation.',
    'rate-limited': 'Trop de tentatives. Patientez une minute avant de réessayer.',
    network: 'Le service ne répond pas. Vérifiez votre connexion, puis réessayez.',
    unavailable: 'Le service n’est pas disponible pour le moment. Réessayez plus tard.',
    invalid: 'Une valeur a été refusée : vérifiez le champ signalé, puis réessayez.',
    unknown:
      'L’opération n’a pas abouti. Réessayez ; si cela persiste, prévenez le responsable du site.',
  },
  loadFailed: 'Impossible de charger les données.',
  retry: 'Réessayer',
  saved: 'Enregistré',
  notSaved: 'Non enregistré',
} as const;

/** The sections of the space, in the order of the navigation; `href` is each one's page. */
export const TEAM_SECTIONS = [
  { id: 'accueil', label: 'Accueil', href: '/espace-formateur/' },
  { id: 'demandes', label: 'Demandes et support', href: '/espace-formateur/demandes/' },
  { id: 'qualite', label: 'Démarche qualité', href: '/espace-formateur/qualite/' },
  { id: 'comptes', label: 'Comptes et données personnelles', href: '/espace-formateur/comptes/' },
  { id: 'journal', label: 'Journal des actions', href: '/espace-formateur/journal/' },
] as const;
export type TeamSectionId = (typeof TEAM_SECTIONS)[number]['id'];

export const INVITATION_MESSAGES = {
  title: 'Invitation à l’espace de l’équipe',
  intro:
    'Vous avez été invité(e) à rejoindre l’espace de l’équipe d’Horizon Compétences. Acceptez l’invitation, choisissez votre mot de passe, puis activez la double authentification.',
  accept: 'Accepter l’invitation',
  accepting: 'Vérification de l’invitation…',
  noLink:
    'Ouvrez cette page depuis le lien de votre e-mail d’invitation, ou saisissez ci-dessous votre adresse et le code à 6 chiffres de cet e-mail.',
  codeTitle: 'Avec le code de l’e-mail',
  email: 'E-mail',
  code: 'Code à 6 chiffres de l’e-mail',
  codeSubmit: 'Valider le code',
  expired:
    'Cette invitation a expiré ou a déjà servi. Demandez une nouvelle invitation à l’équipe administrative.',
  passwordTitle: 'Choisissez votre mot de passe',
  passwordHint:
    '12 caractères au moins, avec une minuscule, une majuscule, un chiffre et un symbole (par exemple ! ? # ou -).',
  password: 'Nouveau mot de passe',
  confirmation: 'Confirmez le mot de passe',
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
  weak: 'Ce mot de passe ne respecte pas les règles ci-dessus, ou figure dans une liste de mots de passe divulgués.',
  save: 'Enregistrer et continuer',
  saved: 'Mot de passe enregistré. Activez maintenant la double authentification.',
} as const;

export const INBOX_MESSAGES = {
  title: 'Demandes et support',
  intro:
    'Les demandes de contact, d’entreprise et d’inscription, et les candidatures : les plus anciennes à traiter en premier.',
  filters: {
    legend: 'Filtrer',
    kind: 'Type',
    status: 'État',
    training: 'Formation',
    allKinds: 'Tous les types',
    allTrainings: 'Toutes les formations',
    count: '{shown} sur {total}',
  },
  kinds: {
    candidature: 'Candidature',
    inscription: 'Inscription',
    entreprise: 'Entreprise',
    contact: 'Contact',
  },
  statusFilters: {
    open: 'À traiter',
    Reçue: 'Candidatures reçues',
    'En cours': 'Candidatures en cours',
    Acceptée: 'Candidatures acceptées',
    Refusée: 'Candidatures refusées',
    handled: 'Demandes traitées',
    all: 'Tout',
  },
  empty: 'Aucune demande ne correspond à ces filtres.',
  received: 'Reçue le {date}',
  lastContact: 'Dernier contact : {date}',
  handled: 'Traitée',
  notHandled: 'À traiter',
  fields: {
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Entreprise',
    training: 'Formation',
    format: 'Modalité',
    situation: 'Situation',
    birthDate: 'Date de naissance',
    address: 'Adresse',
    subject: 'Objet',
    message: 'Message',
    motivation: 'Motivation',
    received: 'Reçue le',
    lastContact: 'Dernier contact de la personne',
  },
  situations: {
    demandeur: 'Demandeur d’emploi',
    salarie: 'Salarié(e)',
    etudiant: 'Étudiant(e)',
    autre: 'Autre',
  } as Record<string, string>,
  files: {
    cv: 'Ouvrir le CV (PDF)',
    letter: 'Ouvrir la lettre de motivation (PDF)',
    hint: 'Le fichier s’ouvre dans un nouvel onglet ; son lien ne fonctionne que 60 secondes.',
    failed: 'Le fichier n’a pas pu être ouvert.',
    blocked:
      'Votre navigateur a bloqué le nouvel onglet : autorisez les fenêtres pour ce site, puis réessayez.',
  },
  status: {
    label: 'Statut de la candidature',
    save: 'Changer le statut',
    saved: 'Statut enregistré : {status}.',
  },
  markHandled: 'Marquer comme traitée',
  markOpen: 'Remettre à traiter',
  handledSaved: 'Demande marquée comme traitée.',
  openSaved: 'Demande remise à traiter.',
  contacted: 'La personne nous a recontactés aujourd’hui',
  contactedHint:
    'À utiliser quand la personne reprend contact : les données sont conservées 3 ans à partir de son dernier contact.',
  contactedSaved: 'Dernier contact de la personne : aujourd’hui.',
  note: {
    label: 'Note de l’équipe',
    hint: 'Visible par l’équipe seulement ; {max} au plus.',
    save: 'Enregistrer la note',
    saved: 'Note enregistrée.',
    tooLong: 'La note dépasse {max} : raccourcissez-la.',
    refused: 'La note contient des caractères refusés ou dépasse la longueur permise.',
  },
  codeShown: '{title} (code {code})',
} as const;

export const QUALITY_MESSAGES = {
  title: 'Démarche qualité',
  intro:
    'Les témoignages proposés sur le site attendent votre décision : la page « Témoignages » s’engage à y répondre sous {days} jours. Le texte d’un témoignage ne se modifie jamais : on le publie tel quel, ou on le refuse en donnant le motif de la charte.',
  publicPage: {
    title: 'Quand le site public change',
    text: 'Le site public est reconstruit automatiquement chaque nuit : un témoignage publié ou retiré y apparaît ou en disparaît le lendemain matin. Pour l’afficher tout de suite, demandez une mise à jour du site (quelques minutes).',
    button: 'Mettre à jour le site maintenant',
    pending: 'Demande en cours…',
    requested:
      'Mise à jour demandée le {date} : le site public sera à jour d’ici quelques minutes.',
  },
  pending: 'À modérer ({count})',
  pendingEmpty: 'Aucun témoignage n’attend de décision.',
  published: 'Publiés ({count})',
  publishedEmpty: 'Aucun témoignage publié.',
  history: 'Refusés et retirés ({count})',
  historyEmpty: 'Aucun témoignage refusé ni retiré.',
  by: '{name}, {training}',
  rating: 'Note : {rating} sur {max}',
  experience: 'Formation suivie en {year}',
  received: 'Proposé le {date}',
  dueBy: 'Réponse due le {date}',
  overdue: 'En retard : réponse due le {date}',
  publishedOn: 'Publié le {date}',
  refusedFor: 'Refusé le {date} : {reason}',
  withdrawnOn: 'Retiré du site le {date}',
  publish: 'Publier',
  refuse: 'Refuser…',
  reason: 'Motif du refus (charte des témoignages)',
  chooseReason: 'Choisissez un motif',
  reasonMissing: 'Choisissez le motif du refus.',
  confirmRefusal: 'Confirmer le refus',
  cancel: 'Annuler',
  withdraw: 'Retirer du site',
  publishedToast: 'Témoignage publié : il sera visible après la prochaine mise à jour du site.',
  refusedToast: 'Témoignage refusé : {reason}.',
  withdrawnToast: 'Témoignage retiré : il disparaîtra du site à la prochaine mise à jour.',
} as const;

export const ACCOUNTS_MESSAGES = {
  title: 'Comptes et données personnelles',
  intro:
    'Les demandes des apprenants sur leurs données (copie ou suppression) doivent recevoir une réponse dans le mois (RGPD, article 12). Les nouveaux comptes restent listés tant qu’aucune formation ne leur est associée.',
  requests: 'Demandes sur les données ({count})',
  requestsEmpty: 'Aucune demande sur les données.',
  kinds: { export: 'Copie des données', deletion: 'Suppression du compte' },
  received: 'Reçue le {date}',
  dueBy: 'À traiter avant le {date}',
  overdue: 'Délai dépassé : à traiter avant le {date}',
  handledOn: 'Traitée le {date}',
  download: 'Télécharger ses données (JSON)',
  downloaded:
    'Fichier des données téléchargé. Envoyez-le à la personne par un moyen sûr, puis marquez la demande comme traitée.',
  markHandled: 'Marquer comme traitée',
  handledToast: 'Demande marquée comme traitée.',
  erase: 'Supprimer le compte…',
  eraseConfirmTitle: 'Supprimer définitivement le compte de {email}\u00a0?',
  eraseConfirmText:
    'Le compte, son profil, ses inscriptions, ses séances, ses notifications et ses demandes seront effacés. Cette action ne peut pas être annulée. Les candidatures et demandes de contact envoyées avec la même adresse suivent leur propre durée de conservation.',
  eraseConfirm: 'Oui, supprimer définitivement',
  cancel: 'Annuler',
  erasedToast: 'Compte supprimé et demande traitée.',
  accounts: 'Nouveaux comptes apprenants ({count})',
  accountsEmpty: 'Aucun nouveau compte en attente.',
  accountCreated: 'Créé le {date}',
  confirmed: 'Adresse confirmée',
  unconfirmed: 'Adresse pas encore confirmée',
  lastSignIn: 'Dernière connexion le {date}',
  neverSignedIn: 'Jamais connecté(e)',
  noName: 'Nom non renseigné',
} as const;

export const AUDIT_MESSAGES = {
  title: 'Journal des actions',
  intro:
    'Chaque action de l’équipe dans cet espace y est inscrite : qui, quand, sur quel élément, et ce qui a changé. Personne ne peut le modifier.',
  empty: 'Aucune action enregistrée.',
  caption: 'Actions de l’équipe, les plus récentes d’abord',
  columns: { at: 'Date', actor: 'Membre', action: 'Action', item: 'Élément', change: 'Changement' },
  more: 'Afficher les actions plus anciennes',
  unknownActor: 'Compte supprimé',
  actions: {
    'applications.update': 'Candidature modifiée',
    'contact_requests.update': 'Demande modifiée',
    'testimonials.publish': 'Témoignage publié',
    'testimonials.refuse': 'Témoignage refusé',
    'testimonials.withdraw': 'Témoignage retiré',
    'privacy_requests.handle': 'Demande sur les données traitée',
    'learner.export': 'Données d’un apprenant exportées',
    'learner.erase': 'Compte d’apprenant supprimé',
    'site.rebuild': 'Mise à jour du site demandée',
  } as Record<string, string>,
  fields: {
    status: 'statut',
    handled: 'traitée',
    staff_note: 'note',
    last_contact_at: 'dernier contact',
    validated: 'publié',
    refusal_reason: 'motif',
    handled_at: 'traitée le',
  } as Record<string, string>,
  yes: 'oui',
  no: 'non',
  none: '(vide)',
} as const;

export const HOME_MESSAGES = {
  intro: 'Ce qui attend l’équipe aujourd’hui, section par section.',
  requests: ['demande ou candidature à traiter', 'demandes ou candidatures à traiter'],
  oldestRequest: 'la plus ancienne reçue le {date}',
  testimonials: ['témoignage à modérer', 'témoignages à modérer'],
  oldestTestimonial: 'première réponse due le {date}',
  privacy: ['demande sur les données à traiter', 'demandes sur les données à traiter'],
  nearestDue: 'la première avant le {date}',
  accounts: ['nouveau compte apprenant', 'nouveaux comptes apprenants'],
  open: 'Ouvrir « {section} »',
} as const;

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
