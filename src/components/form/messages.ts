// Ships to browsers with every form island (request forms, application, testimonial): the French strings
// they share (docs/product.md §7 and §8 quote the main ones; non-breaking space before : ; ! ?). Each
// feature's own strings are in its folder's messages files, so a page's chunks carry what it shows.
import { CONTACT } from '~/config/site';
import { LEGAL_FIGURES } from '~/config/legal-figures';

/** Shared by the forms: buttons, anti-spam field, failures and the personal-data notice. */
export const FORM_MESSAGES = {
  submit: 'Envoyer',
  sending: 'Envoi en cours…',
  /** As ./required-note.ts writes it for the learner space (a unit test holds them equal): one module less, and one chunk less, on every form page. */
  requiredNote: 'Tous les champs sont obligatoires, sauf mention contraire.',
  optional: '(facultatif)',
  honeypot: 'Ne remplissez pas ce champ',
  /** The database refused a value the form accepted (its rules changed since the page was built). */
  invalidField: 'Cette valeur n’a pas été acceptée. Vérifiez-la, puis réessayez.',
  /** A submit the anti-spam layer took for a robot's (sent too fast, hidden field filled): nothing is sent. */
  notSent: {
    title: 'Formulaire non envoyé',
    description:
      'Il est parti trop vite et a été pris pour un envoi automatique. Vos réponses sont conservées\u00a0: vérifiez-les, puis renvoyez-le.',
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
