// Ships to browsers. The company contact form's French strings, loaded only by /entreprises/.

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
