// Ships to browsers. The French strings of /espace-apprenant/questionnaires/ (docs/product.md, Questionnaires).

export const QUESTIONNAIRE_MESSAGES = {
  /** The page's title, and its link in the dashboard's menu. */
  pageTitle: 'Mes questionnaires',
  loading: 'Chargement de vos questionnaires…',
  none: 'Aucun questionnaire n’est ouvert pour vos formations. Le questionnaire de fin de formation s’ouvre le dernier jour de votre session, celui de suivi six mois après : vous recevrez un e-mail à chaque ouverture.',
  noBackend:
    'Les questionnaires se remplissent dans l’espace apprenant en ligne : ce site de démonstration n’en a pas.',
  loadFailed: 'Vos questionnaires n’ont pas pu être chargés (connexion interrompue).',
  retry: 'Réessayer',
  /** « Session terminée le 15 octobre 2026 » */
  sessionEnded: (date: string) => `Session terminée le ${date}`,
  openUntil: (date: string) => `Ouvert jusqu’au ${date} inclus.`,
  closed: (date: string) =>
    `Ce questionnaire était ouvert jusqu’au ${date} inclus : il est fermé, il n’est plus possible d’y répondre.`,
  answeredOn: (date: string) => `Vous avez répondu le ${date}. Voici vos réponses :`,
  required: '(obligatoire)',
  requiredWhenEmployed: '(obligatoire si vous êtes en emploi)',
  yes: 'Oui',
  no: 'Non',
  noAnswer: 'Pas de réponse',
  ratingOf: (value: number) => `${value} sur 5`,
  textHint: '2 000 caractères au plus.',
  submit: 'Envoyer mes réponses',
  sending: 'Envoi en cours…',
  sent: 'Merci : vos réponses sont enregistrées.',
  missing: 'Répondez aux questions obligatoires avant d’envoyer :',
  alreadyAnswered:
    'Vous avez déjà répondu à ce questionnaire : seule la première réponse est enregistrée. Ce que vous venez de saisir reste affiché, mais n’est pas envoyé.',
  windowClosed:
    'Ce questionnaire vient de fermer : vos réponses n’ont pas été enregistrées. Ce que vous avez saisi reste affiché.',
  network:
    'Vos réponses n’ont pas pu être envoyées (connexion interrompue ou serveur indisponible). Rien n’est perdu : réessayez dans un instant.',
  signedOut:
    'Votre session a expiré : vos réponses n’ont pas été envoyées. Reconnectez-vous dans un autre onglet, puis envoyez-les à nouveau.',
  showAnswer: 'Afficher ma réponse enregistrée',
} as const;

/** The page's route: the reminders' e-mails (supabase/functions/questionnaire-reminders) link to it too. */
export const QUESTIONNAIRES_PATH = '/espace-apprenant/questionnaires/';
