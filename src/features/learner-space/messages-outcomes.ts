// Ships to browsers, loaded with the call it follows: what the learner-space islands say once Supabase
// Auth or the database has answered. Failures are French sentences the visitor can act on (docs/security.md
// §5.4), never Auth's English message; the previous site's English toast titles ('Sign in Failed'…) in French.
import { CONTACT } from '~/config/site';

export const AUTH_OUTCOMES = {
  success: {
    signIn: {
      title: 'Connexion réussie\u00a0!',
      description: 'Bienvenue dans votre espace apprenant.',
    },
    signUp: {
      title: 'Compte créé avec succès\u00a0!',
      description:
        'Si cette adresse est valide, un e-mail de confirmation vient d’être envoyé\u00a0: ouvrez le lien qu’il contient pour activer votre compte.',
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
  },
  /** The previous site's English toast titles ('Sign in Failed'…), in French. */
  failureTitles: {
    signIn: 'Connexion impossible',
    signUp: 'Inscription impossible',
    signOut: 'Déconnexion impossible',
    reset: 'Envoi impossible',
    password: 'Mot de passe non modifié',
  },
  /** What each failure of src/db/result.ts means for the visitor, and what to do. */
  failures: {
    credentials:
      'E-mail ou mot de passe incorrect. Vérifiez-les, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0».',
    unconfirmed:
      'Votre adresse n’est pas encore confirmée\u00a0: ouvrez le lien de l’e-mail reçu à l’inscription. Pas d’e-mail\u00a0? Créez de nouveau votre compte avec la même adresse pour recevoir un nouveau lien.',
    'rate-limited':
      'Trop de tentatives en peu de temps. Patientez quelques minutes avant de réessayer.',
    network:
      'Le service de connexion ne répond pas. Vérifiez votre connexion Internet, puis réessayez.',
    unavailable: 'Le service de connexion est indisponible pour le moment. Réessayez plus tard.',
    'signed-out': 'Votre session a expiré. Reconnectez-vous pour continuer.',
    'link-expired':
      'Ce lien n’est plus valable\u00a0: il a déjà servi ou a expiré. Demandez-en un nouveau.',
    unknown: `Une erreur est survenue. Veuillez réessayer, ou écrivez-nous à ${CONTACT.email}.`,
  },
} as const;
