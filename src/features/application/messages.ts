// Ships to browsers with the application form: its French strings shown before a submit, labels, hints,
// file checks (docs/product.md §2.3, §5, §8 lists the main ones). What the rules and a submit answer is
// ./messages-submit.ts, loaded on the first focus.
import { APPLICATION_FILES } from '~/config/site';

const maxMegabytes = APPLICATION_FILES.maxBytes / (1024 * 1024);

/** Application form of /candidature, before any submit (docs/product.md §2.3, §5, §8). */
export const APPLICATION_MESSAGES = {
  submit: 'Envoyer ma candidature',
  labels: {
    first_name: 'Prénom',
    last_name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    formation_souhaitee: 'Formation souhaitée',
    cv: 'CV',
    lettre: 'Lettre de motivation',
    motivation: 'Votre motivation',
  },
  fileHint: `PDF, ${maxMegabytes}\u00a0Mo maximum.`,
  choose: 'Choisissez une formation…',
  remove: (label: string) => `Retirer le fichier (${label})`,
  /** Read by screen readers at each quarter of an upload, not at every progress event. */
  progress: (label: string, percent: string) => `${label}\u00a0: ${percent} envoyés`,
  progressLabel: (label: string) => `Envoi du fichier (${label})`,
  fileErrors: {
    empty: 'Le fichier est vide. Choisissez un autre fichier PDF.',
    'not-pdf': 'Ce fichier n’est pas un PDF valide. Choisissez un fichier PDF.',
    'too-large': `Le fichier dépasse ${maxMegabytes}\u00a0Mo. Choisissez un fichier plus léger.`,
    missing: 'Le fichier n’a pas été reçu, merci de le joindre à nouveau.',
  },
  /** A picked file over the limit (docs/product.md §8). */
  tooLarge: {
    title: 'Fichier trop volumineux',
    description: `La taille du fichier ne doit pas dépasser ${maxMegabytes}\u00a0Mo.`,
  },
  /** On the button before hydration: files cannot be sent without the script. */
  loading: 'Chargement du formulaire…',
  /** On the button when the browser runs no script: the notice above gives the e-mail route. */
  needsScript: 'Envoi impossible sans JavaScript',
} as const;
