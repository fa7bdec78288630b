// Ships to browsers, loaded with the call it follows: what the learner-space islands say once Supabase
// Auth or the database has answered: successes and toast titles (the previous site's English titles,
// 'Sign in Failed'…, in French). The failures' sentences are in ./messages-failures.ts, loaded only
// when a call fails.
import { lifetimeText } from './link-lifetime';

export const AUTH_OUTCOMES = {
  success: {
    signIn: {
      title: 'Connexion réussie\u00a0!',
      description: 'Bienvenue dans votre espace apprenant.',
    },
    /** The same whether the address is new or already has an account (nothing tells which). */
    signUp: {
      title: 'Vérifiez votre messagerie',
      description: `Si cette adresse peut recevoir un compte, un e-mail vient de lui être envoyé\u00a0: ouvrez son lien, ou saisissez son code à 6\u00a0chiffres. Ils sont valables ${lifetimeText()}.`,
    },
    signOut: {
      title: 'Déconnexion réussie',
      description: 'À bientôt dans votre espace apprenant.',
    },
    resetSent: {
      title: 'E-mail envoyé',
      description:
        'Si un compte existe pour cette adresse, vous allez recevoir un lien pour choisir un nouveau mot de passe.',
    },
    passwordChanged: {
      title: 'Mot de passe modifié',
      description: 'Utilisez votre nouveau mot de passe dès votre prochaine connexion.',
    },
    confirmed: {
      title: 'Adresse confirmée',
      description: 'Votre compte est activé\u00a0: bienvenue dans votre espace apprenant.',
    },
    invited: {
      title: 'Invitation acceptée',
      description: 'Choisissez maintenant le mot de passe de votre compte.',
    },
    emailChanged: {
      title: 'Nouvelle adresse confirmée',
      description: 'Utilisez-la dès votre prochaine connexion.',
    },
  },
  /** After a sign-up or a reset request: the page where the e-mailed code can be typed instead of the link. */
  codeInstead: {
    lead: 'Un code à 6\u00a0chiffres est aussi dans l’e-mail\u00a0:',
    link: 'saisir le code',
  },
  /** The previous site's English toast titles ('Sign in Failed'…), in French. */
  failureTitles: {
    signIn: 'Connexion impossible',
    signUp: 'Inscription impossible',
    signOut: 'Déconnexion impossible',
    reset: 'Envoi impossible',
    password: 'Mot de passe non modifié',
    verification: 'Vérification impossible',
  },
} as const;
