// Ships to browsers. The quote form's French strings, loaded only by /entreprises/.
import { CALLBACK_DELAY } from '~/config/site';
import { TRAINEES_LIMITS } from './request-limits';
import type { QUOTE_FORMATS } from './schema';

/** Quote request of /entreprises/ (docs/product.md §3 Quote request, §7). */
export const QUOTE_MESSAGES = {
  mailSubject: 'Demande de devis',
  confirmation: {
    title: 'Demande de devis envoyée',
    description: `Un chargé de relations entreprises vous envoie un devis ou vous rappelle ${CALLBACK_DELAY}.`,
    again: 'Demander un autre devis',
  },
  labels: {
    formation: 'Formation',
    trainees: 'Nombre de stagiaires',
    preferred_period: 'Période souhaitée',
    quote_format: 'Format',
    place: 'Lieu de la formation',
    opco: 'OPCO',
    siret: 'SIRET',
    entreprise: 'Entreprise',
    contact: 'Nom du contact',
    email: 'E-mail',
    telephone: 'Téléphone',
    message: 'Précisions',
  },
  hints: {
    trainees: `De ${TRAINEES_LIMITS.min} à ${TRAINEES_LIMITS.max}.`,
    preferred_period: 'Par exemple «\u00a0mars 2027\u00a0» ou «\u00a0premier semestre 2027\u00a0».',
    place: 'Obligatoire en intra-entreprise\u00a0: l’adresse où vos salariés seront formés.',
    opco: 'L’opérateur de compétences de votre branche, s’il finance la formation.',
    siret: '14 chiffres, sur vos factures ou sur annuaire-entreprises.data.gouv.fr.',
  },
  // Keys are the database's values; `satisfies` fails the type check if they drift apart.
  formats: {
    inter: 'Inter-entreprises (dans une de nos sessions, avec d’autres stagiaires)',
    intra: 'Intra-entreprise (un groupe de vos salariés, chez vous)',
    distanciel: 'À distance (classes virtuelles)',
  } satisfies Record<(typeof QUOTE_FORMATS)[number], string>,
  choose: 'Choisissez…',
  /** Under the SIRET field, from the form's check or the database's (contact_requests_siret_check). */
  siretInvalid:
    'Ce numéro de SIRET n’est pas valide\u00a0: vérifiez ses 14 chiffres (sur vos factures ou sur annuaire-entreprises.data.gouv.fr), ou laissez le champ vide.',
  /** The database refused the intra-entreprise quote without its place (contact_requests_place_check). */
  placeRequired: 'En intra-entreprise, indiquez le lieu de la formation.',
} as const;
