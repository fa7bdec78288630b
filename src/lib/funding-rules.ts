// The dated funding rules of src/config/funding-rules.ts in French sentences: /financement lists them
// with their dates and sources, /entreprises and the articles quote single ones.
import {
  APPRENTICESHIP_HIRING_AID,
  CPF_CAPS_BY_ACTION,
  CPF_ORDER_LEAD_TIME,
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
  return `Pour la première année d’un contrat d’apprentissage débutant avant le ${formatIsoDate(nextDay(aid.endsOn))}\u00a0: entreprises de moins de ${aid.smallCompanyMaxEmployees + 1}\u00a0salariés, ${aidByLevel(aid.smallCompany)}\u00a0; ${aid.smallCompanyMaxEmployees + 1}\u00a0salariés et plus, ${aidByLevel(aid.largeCompany)}, sous condition d’un quota d’alternants\u00a0; apprenti reconnu travailleur handicapé, ${formatEuros(aid.disabledApprentice)} quelle que soit la taille de l’entreprise. Le contrat de professionnalisation n’ouvre pas droit à cette aide.`;
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

/** What the reconversion sentence reads of a training: its hours in centre and its blocks. */
export interface ReconversionTrainingFacts {
  title: string;
  duration: { centreHours: number };
  certification: { blocks: readonly { code: string; hours: number }[] };
}

const hours = (value: number) => `${value}\u00a0heures`;

/**
 * Which of our titles, or of their blocks, fit the période de reconversion's default cap, computed
 * from the content's hours (a whole title above the cap needs a branch or company agreement).
 */
export function reconversionFit(trainings: readonly ReconversionTrainingFacts[]): string {
  const cap = RECONVERSION_PERIOD.maxHours;
  const sorted = [...trainings].sort((a, b) => a.duration.centreHours - b.duration.centreHours);
  const whole = sorted.filter((training) => training.duration.centreHours <= cap);
  const blocks = sorted.flatMap((training) => training.certification.blocks);
  const fitting = blocks.filter((block) => block.hours <= cap);
  const centre = sorted.map((training) => training.duration.centreHours);
  const range =
    centre.length > 0
      ? `Nos titres comptent de ${hours(Math.min(...centre))} à ${hours(Math.max(...centre))} en centre\u00a0: `
      : '';
  const titles =
    whole.length === 0
      ? `aucun titre complet n’entre dans le plafond de ${hours(cap)} sans accord de branche ou d’entreprise qui l’étend`
      : `${whole.map((training) => training.title).join(', ')} ${whole.length > 1 ? 'entrent' : 'entre'} dans le plafond de ${hours(cap)}`;
  const blockHours = fitting.map((block) => block.hours);
  const blockPart =
    fitting.length === blocks.length && fitting.length > 0
      ? `\u00a0; chacun de leurs ${blocks.length}\u00a0blocs de compétences (de ${hours(Math.min(...blockHours))} à ${hours(Math.max(...blockHours))}) y entre et se valide séparément`
      : fitting.length > 0
        ? `\u00a0; ${fitting.length}\u00a0de leurs ${blocks.length}\u00a0blocs de compétences y entrent (${fitting.map((block) => block.code).join(', ')})`
        : `\u00a0; aucun de leurs blocs de compétences n’y entre`;
  return `${range}${titles}${blockPart}.`;
}

/** The période de reconversion in one sentence, with the fit of our titles when they are given. */
export function reconversionSummary(trainings: readonly ReconversionTrainingFacts[] = []): string {
  const rule = RECONVERSION_PERIOD;
  const fit = trainings.length > 0 ? ` ${reconversionFit(trainings)}` : '';
  return `La période de reconversion remplace ${rule.replaces.map((name) => `«\u00a0${name}\u00a0»`).join(' et ')}\u00a0: un salarié change de métier, dans son entreprise ou dans une autre, avec une formation certifiante financée par l’OPCO. Prévue par la loi au ${formatIsoDate(rule.lawInForceSince)}, applicable avec ses décrets. Formation de ${hours(rule.minHours)} à ${hours(rule.maxHours)} sur ${rule.maxMonths}\u00a0mois au plus, sauf accord de branche ou d’entreprise qui l’étend\u00a0; l’employeur transmet le dossier à l’OPCO au moins ${rule.fileDaysBeforeStart}\u00a0jours avant le début, et l’OPCO répond dans les ${rule.opcoAnswerDays}\u00a0jours.${fit}`;
}

/** The CPF order lead time in one sentence. */
export function cpfOrderLeadTimeSummary(): string {
  return `Une formation financée par le CPF se commande sur Mon Compte Formation au moins ${CPF_ORDER_LEAD_TIME.workingDays}\u00a0jours ouvrés (du lundi au vendredi, hors jours fériés) avant son premier jour.`;
}

/** Finance law 2026, art. 203, in one sentence: what is known and what is pending. */
export function cpfCapsSummary(): string {
  const rule = CPF_CAPS_BY_ACTION;
  const caps = rule.draftCaps.map((cap) => `${cap.action} ${formatEuros(cap.euros)}`).join(', ');
  const status = rule.decreesPublished
    ? `Plafonds fixés par décret\u00a0: ${caps}.`
    : `Décrets en attente\u00a0; les projets prévoient\u00a0: ${caps}.`;
  return `La loi de finances pour 2026 permet de plafonner par décret la prise en charge du CPF selon le type d’action. ${status} Les titres RNCP comme les nôtres n’y figurent pas.`;
}

/** Every rule, in the order /financement lists them. */
export function fundingRuleLines(
  trainings: readonly ReconversionTrainingFacts[] = [],
): FundingRuleLine[] {
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
      summary: reconversionSummary(trainings),
      inForceSince: RECONVERSION_PERIOD.inForceSince,
      source: RECONVERSION_PERIOD.source,
    },
    {
      id: 'cpf-delai',
      title: 'Délai de commande CPF',
      summary: cpfOrderLeadTimeSummary(),
      inForceSince: CPF_ORDER_LEAD_TIME.inForceSince,
      source: CPF_ORDER_LEAD_TIME.source,
    },
    {
      id: 'cpf-plafonds',
      title: 'Plafonds du CPF par type d’action',
      summary: cpfCapsSummary(),
      inForceSince: CPF_CAPS_BY_ACTION.inForceSince,
      source: CPF_CAPS_BY_ACTION.source,
    },
  ];
}
