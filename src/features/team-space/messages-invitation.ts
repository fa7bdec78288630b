// What /espace-formateur/invitation/ says: apart from messages.ts, which every page of the space loads.

export const INVITATION_MESSAGES = {
  title: 'Invitation à l’espace de l’équipe',
  intro:
    'Vous avez été invité(e) à rejoindre l’espace de l’équipe d’Horizon Compétences. Acceptez l’invitation, choisissez votre mot de passe, puis activez la double authentification.',
  accept: 'Accepter l’invitation',
  accepting: 'Vérification de l’invitation…',
  noLink:
    'Ouvrez cette page depuis le lien de votre e-mail d’invitation, ou saisissez ci-dessous votre adresse et le code à 6\u00a0chiffres de cet e-mail.',
  codeTitle: 'Avec le code de l’e-mail',
  email: 'E-mail',
  code: 'Code à 6\u00a0chiffres de l’e-mail',
  codeSubmit: 'Valider le code',
  expired:
    'Cette invitation a expiré ou a déjà servi. Demandez une nouvelle invitation à l’équipe administrative.',
  passwordTitle: 'Choisissez votre mot de passe',
  passwordHint:
    '12\u00a0caractères au moins, avec une minuscule, une majuscule, un chiffre et un symbole (par exemple «\u00a0#\u00a0», «\u00a0-\u00a0» ou «\u00a0!\u00a0»).',
  password: 'Nouveau mot de passe',
  confirmation: 'Confirmez le mot de passe',
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
  weak: 'Ce mot de passe ne respecte pas les règles ci-dessus, ou figure dans une liste de mots de passe divulgués.',
  save: 'Enregistrer et continuer',
} as const;
