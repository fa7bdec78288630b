// Ships to browsers, loaded with the checks of the learner-space forms (first focus or submit):
// the error under each field, in French.

/** Under the e-mail and password fields (docs/product.md §8 'Les mots de passe ne correspondent pas.'). */
export const AUTH_FIELD_ERRORS = {
  emailRequired: 'L’adresse e-mail est obligatoire.',
  emailInvalid: 'Cette adresse e-mail n’est pas valide (exemple\u00a0: prenom.nom@exemple.fr).',
  passwordRequired: 'Le mot de passe est obligatoire.',
  mismatch: 'Les mots de passe ne correspondent pas.',
  /** docs/product.md §8: the mismatch is also announced as a toast with this title. */
  mismatchTitle: 'Erreur',
  length: 'Le mot de passe doit contenir au moins 12\u00a0caractères.',
  /** Auth counts bytes: « é », « à », « ç » take two, some symbols three or four (src/features/learner-space/password.ts). */
  tooLong:
    'Le mot de passe est trop long\u00a0: 72\u00a0octets au plus. Les lettres accentuées (é, à, ç…) comptent pour 2, certains symboles pour 3 ou 4\u00a0: raccourcissez-le ou remplacez quelques accents.',
  characters:
    'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un symbole.',
  pwned: 'Ce mot de passe figure dans des fuites de données connues\u00a0: choisissez-en un autre.',
  samePassword: 'Le nouveau mot de passe doit être différent de l’ancien.',
  codeRequired: 'Saisissez le code à 6\u00a0chiffres reçu par e-mail.',
  codeFormat: 'Le code compte 6\u00a0chiffres, sans espace ni lettre.',
} as const;
