// Ships to browsers with the cookie banner's island, on its first use: the banner's French strings.

/** Cookie banner (docs/product.md §4). */
export const COOKIE_BANNER_MESSAGES = {
  title: 'Cookies et vie privée',
  /** With an audience measurement configured: who, what for, how long (CNIL), before the choice. */
  text: (measurement: { name: string; cookieLifetimeMonths: number }) =>
    `Avec votre accord, nous mesurons la fréquentation du site avec ${measurement.name} : des statistiques de visite réservées à notre usage, sans publicité ni partage avec des tiers. Ses cookies sont conservés ${measurement.cookieLifetimeMonths} mois au plus. Refuser ne change rien à votre navigation, et vous pouvez changer d’avis à tout moment avec le lien « Gérer les cookies » en bas de page.`,
  /** Without one: nothing to consent to, and the banner says so. */
  textWithoutMeasurement:
    'Ce site ne dépose aucun cookie de mesure d’audience ni de publicité : votre réponse n’active aucun traceur. Seuls sont enregistrés dans votre navigateur ce choix et, si vous vous connectez, votre session de l’espace apprenant.',
  learnMore: 'En savoir plus sur les cookies',
  accept: 'Accepter',
  refuse: 'Refuser',
  current: {
    accepted: 'Votre choix actuel\u00a0: cookies acceptés.',
    refused: 'Votre choix actuel\u00a0: cookies refusés.',
  },
} as const;
