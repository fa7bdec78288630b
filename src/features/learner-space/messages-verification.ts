// Ships to browsers with the page every e-mailed link opens (/espace-apprenant/verification/): what
// the button will do for each kind of link, and the form of the 6-digit code (docs/product.md §2.3).

/** Per kind of link (its `type=`): the heading, what pressing the button does, the button. */
export const VERIFICATION_MESSAGES = {
  loading: 'Chargement…',
  links: {
    email: {
      heading: 'Confirmer votre adresse e-mail',
      what: 'En appuyant sur le bouton, vous confirmez que cette adresse est la vôtre\u00a0: votre compte est activé et vous êtes connecté(e) à votre espace apprenant.',
      action: 'Confirmer mon adresse',
    },
    recovery: {
      heading: 'Choisir un nouveau mot de passe',
      what: 'En appuyant sur le bouton, vous ouvrez la page où choisir le nouveau mot de passe de votre compte. L’actuel reste valable tant que vous n’en avez pas enregistré un autre.',
      action: 'Continuer vers le nouveau mot de passe',
    },
    invite: {
      heading: 'Accepter l’invitation',
      what: 'En appuyant sur le bouton, vous acceptez l’invitation de l’équipe pédagogique, puis vous choisissez le mot de passe de votre compte.',
      action: 'Accepter l’invitation',
    },
    email_change: {
      heading: 'Confirmer votre nouvelle adresse',
      what: 'En appuyant sur le bouton, cette adresse devient celle de votre compte.',
      action: 'Confirmer la nouvelle adresse',
    },
  },
  /** Why a button: nothing happens on opening the page, so a mail scanner opening it first uses nothing. */
  why: 'Rien ne change tant que vous n’avez pas appuyé\u00a0: le lien reste valable si un logiciel de sécurité l’a ouvert avant vous.',
  code: {
    heading: 'Saisir le code reçu par e-mail',
    intro:
      'Indiquez l’adresse de votre compte et le code à 6\u00a0chiffres de l’e-mail que nous vous avons envoyé.',
    email: 'E-mail',
    code: 'Code à 6 chiffres',
    submit: 'Valider le code',
  },
  useCode: 'Saisir le code de l’e-mail à la place',
  pending: 'Patientez…',
  newEmail: 'Demander un nouvel e-mail',
} as const;
