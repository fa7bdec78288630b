// Ships to browsers, on the form's first focus with the submit logic and the field rules: what the
// rules say, what the form answers once sent (docs/product.md §8 quotes the main ones; docs/security.md
// §3b for the rest), and the e-mail route offered without a data service. The page's first download
// skips it; what the form shows before that is ./messages.ts.
import { CALLBACK_DELAY, CONTACT } from '~/config/site';
import { formatCharacters } from '~/lib/format';
import { FIELD_LIMITS } from '~/schemas/field-limits';

const limits = FIELD_LIMITS.applications;

/** Field messages, toasts and the mail route of a submitted application. */
export const APPLICATION_OUTCOMES = {
  /** Under the fields the rules refuse (./schema.ts). */
  validation: {
    firstName: { subject: 'Le prénom', required: 'Le prénom est obligatoire.' },
    lastName: { subject: 'Le nom', required: 'Le nom est obligatoire.' },
    formation: {
      required: 'Choisissez une formation.',
      length: 'Choisissez une formation de la liste.',
      chars: 'Choisissez une formation de la liste.',
    },
    motivation: {
      length: `Votre message de motivation ne doit pas dépasser ${formatCharacters(limits.motivation.max)}.`,
      chars: 'Votre message de motivation contient des caractères non autorisés.',
    },
  },
  cvRequired: 'Veuillez téléverser votre CV.',
  unavailable: {
    title: 'Service indisponible',
    description:
      'Le service de candidature n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
  },
  cvMissing: { title: 'CV manquant', description: 'Veuillez téléverser votre CV.' },
  failed: {
    title: 'Une erreur est survenue',
    description:
      'Impossible d’envoyer votre candidature. Veuillez réessayer. Vos réponses et vos fichiers sont conservés.',
  },
  rateLimited: {
    title: 'Trop de candidatures',
    description: `Plusieurs candidatures ont déjà été envoyées avec cette adresse aujourd’hui. Réessayez demain, ou écrivez-nous à ${CONTACT.email}.`,
  },
  /** The bound on files sent without an application (docs/security.md A38), with the e-mail route. */
  uploadsFull: {
    title: 'Envoi en ligne suspendu',
    description:
      'Notre service reçoit en ce moment trop de fichiers et n’en accepte plus jusqu’à demain. Envoyez-nous votre candidature par e-mail\u00a0: vos réponses et vos fichiers restent dans le formulaire.',
  },
  /** What stays in place of the form once the application is stored (the page promises the call). */
  confirmation: {
    title: 'Candidature envoyée\u00a0!',
    description: `Nous avons bien reçu votre candidature. Un conseiller vous appelle ${CALLBACK_DELAY} pour faire le point sur votre projet.`,
    again: 'Envoyer une autre candidature',
  },
  /** Shown when no data service is configured, once the form is valid (never a false success). */
  mailRoute: {
    title: 'Candidater par e-mail',
    text: 'Notre service de candidature en ligne n’est pas disponible pour le moment. Envoyez votre CV, votre lettre de motivation si vous en avez une et la formation choisie à\u00a0:',
    copy: 'Copier l’adresse',
    copied: 'Adresse copiée',
    write: 'Écrire un e-mail',
  },
} as const;
