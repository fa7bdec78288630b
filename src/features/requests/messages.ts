// Ships to browsers with each request form (registration, company, contact): what they say around the
// mail program that sends a request when the site has no online service (docs/product.md §7;
// docs/security.md §5.3 C3, C8), and the daily limit. Each form's own labels are in
// ./messages-contact.ts, ./messages-company.ts and ./messages-registration.ts.
import { CONTACT } from '~/config/site';

export const REQUEST_MESSAGES = {
  /** Above the button when the site has no online service: the visitor knows what « Envoyer » does. */
  mailPathNotice:
    'En cliquant sur «\u00a0Envoyer\u00a0», votre messagerie s’ouvre avec votre demande déjà rédigée\u00a0: il vous restera à l’envoyer.',
  /** docs/security.md §5.3 C8: the mail program opened; nothing is sent until the visitor sends it. */
  mailOpened: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre demande est prête\u00a0: il ne vous reste qu’à l’envoyer depuis votre messagerie. Sinon, écrivez-nous à ${CONTACT.email}.`,
  },
  /** docs/security.md §5.3 C3: the body was shortened to fit a mailto: link. */
  mailTruncated: {
    title: 'Votre messagerie s’est ouverte',
    description: `Votre message était trop long et a été raccourci\u00a0: complétez-le avant de l’envoyer, ou écrivez-nous à ${CONTACT.email}.`,
  },
  truncationNote: '[Message raccourci\u00a0: complétez-le avant l’envoi.]',
  /** After the mail program was asked to open: the same message to copy, for webmail users (docs/security.md C8). */
  preparedMail: {
    title: 'Votre messagerie ne s’est pas ouverte\u00a0?',
    text: 'Copiez l’adresse et le message ci-dessous, puis envoyez-les depuis votre messagerie en ligne.',
    address: 'Adresse',
    message: 'Message préparé',
    copyAddress: 'Copier l’adresse',
    copyMessage: 'Copier le message',
    copied: 'Copié dans le presse-papiers.',
  },
  rateLimited: {
    title: 'Trop de demandes',
    description: `Vous avez déjà envoyé plusieurs demandes aujourd’hui. Réessayez demain, ou écrivez-nous à ${CONTACT.email}.`,
  },
} as const;
