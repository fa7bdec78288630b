// Ships to browsers. The complaint form's French strings (/reclamations/, docs/product.md §2.3, §8). The
// deadlines come from their one home, COMPLAINTS of src/config/legal-figures.ts, which the page's text
// states too (tests/unit/features/complaints/messages.test.ts holds them equal).
import { COMPLAINTS } from '~/config/legal-figures';

/** « 2 jours ouvrés », as the page writes it. */
const workingDays = (days: number) => `${days}\u00a0jours ouvrés`;

export const COMPLAINT_MESSAGES = {
  /** Subject of the mail sent without JavaScript or without a backend. */
  mailSubject: 'Réclamation',
  confirmation: {
    title: 'Réclamation envoyée',
    description: `Elle est inscrite à notre registre. Nous vous envoyons un accusé de réception sous ${workingDays(COMPLAINTS.acknowledgeWorkingDays)}, puis une réponse motivée sous ${workingDays(COMPLAINTS.answerWorkingDays)} après sa réception.`,
    again: 'Envoyer une autre réclamation',
  },
  labels: {
    name: 'Nom et prénom',
    email: 'E-mail',
    telephone: 'Téléphone',
    training_code: 'Formation concernée',
    subject: 'Objet de la réclamation',
    message: 'Votre réclamation',
  },
  /** The training list's first choice: a complaint may concern no training (the site, an invoice…). */
  noTraining: 'Aucune formation en particulier',
  messageHint:
    'Indiquez les faits, leur date, la session concernée et ce que vous attendez de nous.',
} as const;
