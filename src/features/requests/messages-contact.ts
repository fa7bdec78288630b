// Ships to browsers. The contact form's French strings, loaded only by /contact/.
import { CALLBACK_DELAY } from '~/config/site';

/** Contact form of /contact (docs/product.md §2.3, §7). */
export const CONTACT_MESSAGES = {
  /** Subject of the mail sent without JavaScript; with it, the mail takes the visitor's subject. */
  mailSubject: 'Contact',
  /** What stays in place of the form once the request is stored (the page promises the delay). */
  confirmation: {
    title: 'Message envoyé',
    description: `Notre équipe vous répond ${CALLBACK_DELAY}.`,
    again: 'Envoyer un autre message',
  },
  labels: {
    name: 'Nom et prénom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
  },
  /** Readable subjects for the `?subject=` codes linked from the site (docs/product.md §2.1). */
  subjects: {
    Demande_Info_Validation_Bloc:
      'Demande d’information\u00a0: validation d’un bloc de compétences',
    Demande_Coaching_Recrutement: 'Demande d’information\u00a0: coaching entretien de recrutement',
    Demande_Coaching_Examen:
      'Demande d’information\u00a0: coaching préparation examen et certification',
  } as Readonly<Record<string, string>>,
} as const;
