// Ships to browsers. The French strings every form shares, the three request forms and the application
// form (docs/product.md §7 and §8 quote the main ones, otherwise written here, non-breaking space before
// : ; ! ?). Components import, never repeat, them. Each island's own strings live in a module of their
// own (cookie-banner-, registration-, company-, contact-, application-, testimonial-, auth-, dashboard-,
// toast-messages.ts): a page's island chunks then carry the strings it shows, not every form's.
import { CONTACT } from '~/config/site';
import { LEGAL_FIGURES } from '~/config/legal-figures';

/** Shared by the forms: buttons, anti-spam field, mail fallback and failures. */
export const FORM_MESSAGES = {
  submit: 'Envoyer',
  sending: 'Envoi en cours…',
  requiredNote: 'Tous les champs sont obligatoires, sauf mention contraire.',
  optional: '(facultatif)',
  honeypot: 'Ne remplissez pas ce champ',
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
  /** Above the button when the site has no online service: the visitor knows what « Envoyer » does. */
  mailPathNotice:
    'En cliquant sur «\u00a0Envoyer\u00a0», votre messagerie s’ouvre avec votre demande déjà rédigée\u00a0: il vous restera à l’envoyer.',
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
  /** The database refused a value the form accepted (its rules changed since the page was built). */
  invalidField: 'Cette valeur n’a pas été acceptée. Vérifiez-la, puis réessayez.',
  rateLimited: {
    title: 'Trop de demandes',
    description: `Vous avez déjà envoyé plusieurs demandes aujourd’hui. Réessayez demain, ou écrivez-nous à ${CONTACT.email}.`,
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
