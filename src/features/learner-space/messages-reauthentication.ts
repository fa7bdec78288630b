// Ships to browsers with the dashboard's password change (loaded when it opens): what it says when Auth
// wants the e-mailed code first, the session being older than 24 hours (secure_password_change).

/** The code's field under the new password, and the toast of a code sent. */
export const REAUTHENTICATION_MESSAGES = {
  intro:
    'Pour votre sécurité, votre connexion date de plus de 24\u00a0heures\u00a0: nous avons envoyé un code à 6\u00a0chiffres à l’adresse de votre compte. Saisissez-le pour enregistrer le nouveau mot de passe.',
  code: 'Code reçu par e-mail',
  sendAgain: 'Renvoyer un code',
  sent: { title: 'Code envoyé', description: 'Consultez votre messagerie.' },
} as const;
