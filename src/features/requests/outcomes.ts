// What each JavaScript-off outcome page says (docs/product.md §7): what happened, what was kept, and
// where to go next. Stored requests promise the call; refusals say nothing was stored and that the
// browser's Back button brings the form back as it was typed.
import { CALLBACK_DELAY } from '~/config/site';
import type { REFUSED_OUTCOMES, SENT_OUTCOMES } from './outcome-paths';

export interface OutcomeText {
  title: string;
  /** One paragraph each. */
  paragraphs: readonly string[];
}

const back =
  'Revenez en arrière avec le bouton Retour de votre navigateur\u00a0: ce que vous avez saisi y est encore.';
const nothingStored = 'Votre demande n’a pas été enregistrée.';

export const SENT_TEXTS = {
  inscription: {
    title: 'Demande d’inscription envoyée',
    paragraphs: [
      `Votre demande est enregistrée. Un conseiller vous rappelle ${CALLBACK_DELAY} pour la suite de votre inscription.`,
      'Si vous avez répondu au questionnaire de positionnement, vos réponses l’accompagnent\u00a0: elles préparent l’entretien.',
    ],
  },
  'liste-attente': {
    title: 'Demande de liste d’attente envoyée',
    paragraphs: [
      'Votre demande est enregistrée sur la liste d’attente de la session choisie. Aucune place ne vous est garantie.',
      'Nous vous appelons si une place se libère avant le début de la session, et un conseiller vous propose aussi la session suivante.',
    ],
  },
  devis: {
    title: 'Demande de devis envoyée',
    paragraphs: [
      `Votre demande est enregistrée. Un chargé de relations entreprises vous envoie un devis ou vous rappelle ${CALLBACK_DELAY}.`,
    ],
  },
} as const satisfies Record<(typeof SENT_OUTCOMES)[number], OutcomeText>;

export const REFUSED_TEXTS = {
  'session-fermee': {
    title: 'Cette session n’est plus disponible',
    paragraphs: [
      `${nothingStored} Les inscriptions à la session choisie viennent de fermer, ou son nombre de places a changé (elle est complète, ou une place s’est libérée).`,
      `${back} Choisissez une autre session, la liste d’attente, ou d’être recontacté(e) pour une prochaine session.`,
    ],
  },
  'trop-de-demandes': {
    title: 'Trop de demandes aujourd’hui',
    paragraphs: [
      `${nothingStored} Plusieurs demandes ont déjà été envoyées aujourd’hui avec cette adresse e-mail.`,
      `${back} Réessayez demain.`,
    ],
  },
  invalide: {
    title: 'Une information n’a pas été acceptée',
    paragraphs: [
      `${nothingStored} Un champ manque ou n’a pas le format attendu (par exemple un numéro de SIRET ou un nombre de stagiaires).`,
      `${back} Vérifiez les champs, puis envoyez à nouveau.`,
    ],
  },
  indisponible: {
    title: 'Service momentanément indisponible',
    paragraphs: [
      `${nothingStored} Notre service en ligne ne répond pas pour le moment.`,
      `${back} Réessayez dans quelques minutes.`,
    ],
  },
} as const satisfies Record<(typeof REFUSED_OUTCOMES)[number], OutcomeText>;
