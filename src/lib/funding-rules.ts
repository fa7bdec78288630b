// The dated funding rules of src/config/funding-rules.ts in French sentences: /financement lists them
// with their dates and sources, /entreprises and the articles quote single ones.
import {
  APPRENTICESHIP_HIRING_AID,
  CPF_PARTICIPATION,
  FRANCE_TRAVAIL,
  RECONVERSION_PERIOD,
  type RuleSource,
} from '~/config/funding-rules';
import { formatEuros, formatEurosExact, formatIsoDate } from './format';

export interface FundingRuleLine {
  id: string;
  title: string;
  /** What applies, with its figures. */
  summary: string;
  /** AAAA-MM-JJ. */
  inForceSince: string;
  source: RuleSource;
}

const aid = APPRENTICESHIP_HIRING_AID;

/** "5 000 € (niveaux 3 et 4), 4 500 € (niveau 5), 2 000 € (niveaux 6 et 7)". */
function aidByLevel(amounts: { levels3to4: number; level5: number; levels6to7: number }): string {
  return `${formatEuros(amounts.levels3to4)} (niveaux 3 et 4), ${formatEuros(amounts.level5)} (niveau 5), ${formatEuros(amounts.levels6to7)} (niveaux 6 et 7)`;
}

/** The apprenticeship hiring aid in one sentence. */
export function apprenticeshipAidSummary(): string {
  return `Pour la première année d’un contrat d’apprentissage débutant avant le ${formatIsoDate(nextDay(aid.until))}\u00a0: entreprises de moins de ${aid.smallCompanyMaxEmployees + 1}\u00a0salariés, ${aidByLevel(aid.smallCompany)}\u00a0; ${aid.smallCompanyMaxEmployees + 1}\u00a0salariés et plus, ${aidByLevel(aid.largeCompany)}, sous condition d’un quota d’alternants\u00a0; apprenti reconnu travailleur handicapé, ${formatEuros(aid.disabledApprentice)} quelle que soit la taille de l’entreprise. Le contrat de professionnalisation n’ouvre pas droit à cette aide.`;
}

/** The CPF participation in one sentence. */
export function cpfParticipationSummary(): string {
  return `${formatEurosExact(CPF_PARTICIPATION.amountEuros)} restent à la charge du titulaire pour chaque formation financée par le CPF (participation instaurée le ${formatIsoDate(CPF_PARTICIPATION.introducedOn)} à ${formatEurosExact(CPF_PARTICIPATION.introducedAmountEuros)}, revalorisée chaque 1er\u00a0janvier), sauf pour les demandeurs d’emploi et en cas d’abondement de l’employeur.`;
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Every rule, in the order /financement lists them. */
export function fundingRuleLines(): FundingRuleLine[] {
  return [
    {
      id: 'cpf',
      title: 'Participation au CPF',
      summary: cpfParticipationSummary(),
      inForceSince: CPF_PARTICIPATION.inForceSince,
      source: CPF_PARTICIPATION.source,
    },
    {
      id: 'apprentissage',
      title: 'Aide à l’embauche d’un apprenti',
      summary: apprenticeshipAidSummary(),
      inForceSince: aid.inForceSince,
      source: aid.source,
    },
    {
      id: 'france-travail',
      title: 'France Travail',
      summary: `${FRANCE_TRAVAIL.formerName} s’appelle France Travail\u00a0: c’est auprès de lui que les demandeurs d’emploi sont inscrits et font valider leur projet de formation.`,
      inForceSince: FRANCE_TRAVAIL.inForceSince,
      source: FRANCE_TRAVAIL.source,
    },
    {
      id: 'reconversion',
      title: 'Période de reconversion',
      summary: `La période de reconversion remplace ${RECONVERSION_PERIOD.replaces.map((name) => `«\u00a0${name}\u00a0»`).join(' et ')}\u00a0: un salarié change de métier, dans son entreprise ou dans une autre, avec une formation certifiante financée par l’OPCO.`,
      inForceSince: RECONVERSION_PERIOD.inForceSince,
      source: RECONVERSION_PERIOD.source,
    },
  ];
}
