// Ships to browsers, loaded only once a call has failed (with ./describe-failure.ts): what each failure of
// src/db/result.ts means for the visitor and what to do, in French sentences they can act on
// (docs/security.md §5.4), never Auth's English message.
import { CONTACT } from '~/config/site';

/** Per failure reason (and per rate limit: the wait of one address, the hour's budget, the network's requests). */
export const AUTH_FAILURES = {
  credentials:
    'E-mail ou mot de passe incorrect. Vérifiez-les, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0».',
  unconfirmed:
    'Votre adresse n’est pas encore confirmée\u00a0: ouvrez le lien de l’e-mail reçu à l’inscription. Pas d’e-mail\u00a0? Créez de nouveau votre compte avec la même adresse pour recevoir un nouveau lien.',
  'rate-limited':
    'Trop de tentatives en peu de temps. Patientez quelques minutes avant de réessayer.',
  /** The per-address interval; `{seconds}` is Auth's figure. */
  'email-wait':
    'Un e-mail vient déjà d’être envoyé à cette adresse. Patientez {seconds} avant d’en demander un autre\u00a0: vous pouvez utiliser celui déjà reçu.',
  'email-budget':
    'Notre service d’envoi d’e-mails a atteint sa limite pour cette heure. Réessayez dans une heure\u00a0: ce que vous avez saisi reste dans le formulaire.',
  'too-many-requests':
    'Trop de tentatives de connexion depuis votre réseau. Patientez 5\u00a0minutes avant de réessayer.',
  'code-invalid':
    'Ce code ne correspond pas ou n’est plus valable. Vérifiez les 6\u00a0chiffres et l’adresse, ou demandez un nouvel e-mail.',
  'reauthentication-needed':
    'Pour votre sécurité, un code envoyé par e-mail est nécessaire pour changer de mot de passe.',
  'account-exists':
    'Cette adresse a déjà un compte. Connectez-vous, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0».',
  network:
    'Le service de connexion ne répond pas. Vérifiez votre connexion Internet, puis réessayez.',
  unavailable: 'Le service de connexion est indisponible pour le moment. Réessayez plus tard.',
  'signed-out': 'Votre session a expiré. Reconnectez-vous pour continuer.',
  'link-expired':
    'Ce lien n’est plus valable\u00a0: il a déjà servi ou a expiré. Demandez-en un nouveau.',
  unknown: `Une erreur est survenue. Veuillez réessayer, ou écrivez-nous à ${CONTACT.email}.`,
} as const;
