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
  tooLong: 'Le mot de passe doit contenir au plus 72\u00a0caractères.',
  characters:
    'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un symbole.',
  pwned: 'Ce mot de passe figure dans des fuites de données connues\u00a0: choisissez-en un autre.',
  samePassword: 'Le nouveau mot de passe doit être différent de l’ancien.',
} as const;
