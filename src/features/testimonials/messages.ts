// Ships to browsers with the testimonials list and form: their French strings (docs/product.md §8 quotes
// the main ones). What the form's rules say is ./messages-validation.ts, loaded on its first focus.
import { TESTIMONIALS } from '~/config/site';
/** Testimonials page: list, form and moderation (docs/product.md §2.3, §4, §8; docs/security.md §3b, §4b). */
export const TESTIMONIAL_MESSAGES = {
  formTitle: 'Partagez votre expérience',
  labels: {
    name: 'Votre nom (tel qu’il sera publié)',
    formation: 'Formation suivie',
    experience_year: 'Année de fin de formation',
    rating: 'Votre note',
    text: 'Votre témoignage',
  },
  choose: 'Choisissez…',
  /** The accessible name of each star, e.g. "4 étoiles sur 5". */
  stars: (value: number, max: number) => `${value} ${value > 1 ? 'étoiles' : 'étoile'} sur ${max}`,
  /** The toast beside the rating's field error, which it repeats (./messages-validation.ts). */
  ratingRequiredTitle: 'Note requise',
  /** What stays in place of the form once the testimonial is stored, pending moderation. */
  sent: {
    title: 'Témoignage envoyé, merci\u00a0!',
    description:
      'Notre équipe le relit avant de le publier\u00a0: il apparaîtra dans la liste une fois validé.',
    again: 'Proposer un autre témoignage',
  },
  /** The same without a data service: the testimonial stays on this device. */
  added: {
    title: 'Témoignage ajouté',
    description: 'Il figure en tête de la liste, sur cet appareil seulement.',
    again: 'Ajouter un autre témoignage',
  },
  /** docs/product.md §8 appends the raw error; a sentence the visitor can act on replaces it (docs/security.md §4b). */
  submitFailed: {
    title: 'Erreur de soumission',
    reasons: {
      invalid: 'Une valeur n’a pas été acceptée. Vérifiez le champ signalé, puis réessayez.',
      'rate-limited':
        'Trop de témoignages ont été envoyés récemment. Réessayez plus tard (demain au plus tard)\u00a0: votre texte est conservé.',
      network:
        'Le service ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: votre texte est conservé.',
      unknown:
        'Votre témoignage n’a pas pu être envoyé. Réessayez dans quelques instants\u00a0: votre texte est conservé.',
    },
  },
  loadFailed: {
    title: 'Erreur de chargement',
    description: 'Impossible de charger les témoignages. Affichage des données locales.',
  },
  loading: 'Chargement des témoignages…',
  empty:
    'Aucun témoignage publié pour le moment. Soyez le premier à partager votre expérience\u00a0!',
  emptyAfterSubmit: 'Aucun témoignage validé pour le moment.',
  exampleBadge: 'Exemple fictif',
  localBadge: 'Enregistré sur cet appareil',
  examplesNotice:
    'Les témoignages marqués «\u00a0Exemple fictif\u00a0» illustrent la présentation de cette page\u00a0: ce ne sont pas des avis de clients.',
  localNotice:
    'Démonstration\u00a0: aucun service d’avis n’est relié à ce site. Cette liste est enregistrée dans votre navigateur, sur cet appareil uniquement, et personne d’autre ne la voit.',
  submittedDate: (date: string) => `Avis déposé le ${date}`,
  publishedDate: (date: string) => `publié le ${date}`,
  experience: (year: number) => `Formation terminée en ${year}`,
  moderationNote: `Votre témoignage sera lu par notre équipe et publié, ou refusé, sous ${TESTIMONIALS.moderationDelayDays}\u00a0jours\u00a0: il n’apparaît qu’une fois vérifié.`,
  localNote:
    'Sans service d’avis relié au site, votre témoignage est ajouté en tête de la liste, sur cet appareil uniquement.',
  privacyLocal:
    'Rien n’est envoyé : votre témoignage reste dans ce navigateur, jusqu’à ce que vous effaciez ses données.',
  privacy: `Seuls votre nom, votre formation, votre note et votre texte sont enregistrés, puis publiés s’ils sont acceptés. Un avis publié reste en ligne ${TESTIMONIALS.retentionYears}\u00a0ans au plus\u00a0; un avis refusé est supprimé.`,
} as const;
