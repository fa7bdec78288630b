// Ships to browsers. The company contact form's French strings, loaded only by /entreprises/.
import { CALLBACK_DELAY } from '~/config/site';

/** Company contact form of /entreprises (docs/product.md §3, §7). */
export const COMPANY_MESSAGES = {
  mailSubject: 'Contact Entreprise',
  /** What stays in place of the form once the request is stored (the page promises the delay). */
  confirmation: {
    title: 'Demande envoyée',
    description: `Un chargé de relations entreprises vous répond ${CALLBACK_DELAY}.`,
    again: 'Envoyer une autre demande',
  },
  labels: {
    entreprise: 'Entreprise',
    contact: 'Nom du contact',
    email: 'E-mail',
    telephone: 'Téléphone',
    message: 'Message',
  },
} as const;
