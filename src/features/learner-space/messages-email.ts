// Never ships to browsers: the French e-mails Supabase Auth sends to learners, written into
// supabase/templates/ by `npm run email-templates` (./email-templates.ts). Each link opens a page of
// the site whose button does the action, so a mail scanner opening it first changes nothing.
// Relative imports with their extension: the script runs under plain Node.

/** The kinds of e-mail Auth sends, named as supabase/config.toml's [auth.email.template.<kind>]. */
export type EmailKind =
  'confirmation' | 'recovery' | 'invite' | 'email_change' | 'reauthentication';

/** What one e-mail says: its subject, the paragraphs before the button, the button, what it is about. */
export interface EmailText {
  subject: string;
  /** The paragraphs before the link (or before the code, for the re-authentication e-mail). */
  intro: string[];
  /** The button's label; none for the re-authentication e-mail, which carries only a code. */
  action?: string;
  /** The verifyOtp type of the page the link opens (supabase-js `EmailOtpType`). */
  linkType?: 'email' | 'recovery' | 'invite' | 'email_change';
  /** Why the visitor may ignore the e-mail. */
  notYou: string;
}

/** Sentences every e-mail shares; `{lifetime}` becomes « 1 heure ». */
export const EMAIL_COMMON = {
  greeting: 'Bonjour,',
  linkFallback: 'Si le bouton ne s’ouvre pas, copiez cette adresse dans votre navigateur\u00a0:',
  codeIntro: 'Vous pouvez aussi saisir ce code à 6\u00a0chiffres sur la page',
  codeLead: 'Votre code\u00a0:',
  lifetime: 'Ce lien et ce code sont valables {lifetime} et ne servent qu’une fois.',
  codeLifetime: 'Ce code est valable {lifetime} et ne sert qu’une fois.',
  signature: 'L’équipe',
  contactLead: 'Une question\u00a0? Écrivez-nous à',
  orCall: 'ou appelez le',
} as const;

/** Each e-mail's own text (subjects are also in supabase/config.toml, held equal by a test). */
export const EMAIL_TEXTS: Record<EmailKind, EmailText> = {
  confirmation: {
    subject: 'Confirmez votre adresse e-mail – Horizon Compétences',
    intro: [
      'Vous venez de créer votre compte sur l’espace apprenant. Pour l’activer, confirmez que cette adresse est bien la vôtre\u00a0: le lien ouvre une page du site où un bouton confirme l’adresse et vous connecte.',
    ],
    action: 'Confirmer mon adresse',
    linkType: 'email',
    notYou:
      'Vous n’avez pas créé de compte\u00a0? Ignorez cet e-mail\u00a0: sans confirmation, aucun compte n’est activé.',
  },
  recovery: {
    subject: 'Choisissez un nouveau mot de passe – Horizon Compétences',
    intro: [
      'Vous avez demandé à choisir un nouveau mot de passe pour votre espace apprenant. Le lien ouvre une page du site où un bouton vous mène au choix du nouveau mot de passe.',
    ],
    action: 'Choisir un nouveau mot de passe',
    linkType: 'recovery',
    notYou:
      'Vous n’avez rien demandé\u00a0? Ignorez cet e-mail\u00a0: votre mot de passe actuel reste valable.',
  },
  invite: {
    subject: 'Votre espace apprenant vous attend – Horizon Compétences',
    intro: [
      'L’équipe pédagogique vous a ouvert un compte sur l’espace apprenant\u00a0: vous y retrouverez votre formation, votre planning et vos documents. Le lien ouvre une page du site où un bouton accepte l’invitation, puis vous choisissez votre mot de passe.',
    ],
    action: 'Accepter l’invitation',
    linkType: 'invite',
    notYou:
      'Vous ne suivez pas de formation chez nous\u00a0? Ignorez cet e-mail et dites-le-nous\u00a0: le compte sera supprimé.',
  },
  email_change: {
    subject: 'Confirmez votre nouvelle adresse e-mail – Horizon Compétences',
    intro: [
      'Vous avez demandé à utiliser cette adresse pour votre espace apprenant. Le lien ouvre une page du site où un bouton confirme la nouvelle adresse.',
    ],
    action: 'Confirmer ma nouvelle adresse',
    linkType: 'email_change',
    notYou:
      'Vous n’avez rien demandé\u00a0? Ignorez cet e-mail\u00a0: votre compte garde son adresse actuelle.',
  },
  reauthentication: {
    subject: 'Votre code de sécurité – Horizon Compétences',
    intro: [
      'Vous changez le mot de passe de votre espace apprenant depuis une connexion de plus de 24\u00a0heures. Saisissez ce code sous le nouveau mot de passe pour l’enregistrer.',
    ],
    notYou:
      'Vous n’avez rien demandé\u00a0? Votre mot de passe ne change pas sans ce code. Écrivez-nous\u00a0: quelqu’un utilise peut-être votre session.',
  },
};

/**
 * The invitation of a team member (`npm run team:invite`): the same Auth template as the learner's
 * invitation, whose branch on the invite's data picks this text (./email-templates.ts).
 */
export const TEAM_INVITE_TEXT: EmailText = {
  subject: 'Votre accès à l’espace de l’équipe – Horizon Compétences',
  intro: [
    'Un accès à l’espace de l’équipe d’Horizon Compétences vous a été ouvert\u00a0: vous y traiterez les demandes, les candidatures, les témoignages et les demandes des apprenants sur leurs données.',
    'Le lien ouvre une page du site où un bouton accepte l’invitation. Vous choisissez ensuite votre mot de passe, puis vous associez une application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…)\u00a0: elle vous donnera un code à chaque connexion.',
  ],
  action: 'Accepter l’invitation',
  linkType: 'invite',
  notYou:
    'Vous ne travaillez pas avec Horizon Compétences\u00a0? Ignorez cet e-mail et prévenez-nous\u00a0: l’accès sera supprimé.',
};
