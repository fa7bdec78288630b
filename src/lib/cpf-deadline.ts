// The last day to order a session through Mon Compte Formation (issue 45; src/config/funding-rules.ts,
// CPF_ORDER_LEAD_TIME), shown by the agenda and the training pages only once Qualiopi is certified: the
// CPF is closed to an uncertified provider. Pure; "today" and the status are parameters.
import { CPF_ORDER_LEAD_TIME } from '~/config/funding-rules';
import type { QualiopiStatus } from '~/config/qualiopi';
import { formatSessionDate } from './sessions';
import { workingDaysBefore } from './working-days';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last day to order a session through Mon Compte Formation, and whether it is past on `today`. */
export interface CpfDeadline {
  date: Date;
  passed: boolean;
  text: string;
}

/**
 * The last day to order `start` through Mon Compte Formation: 11 working days before the first day
 * (src/config/funding-rules.ts, CPF_ORDER_LEAD_TIME), undefined while Qualiopi is not certified.
 */
export function cpfDeadline(
  start: Date,
  today: Date,
  qualiopi: QualiopiStatus,
): CpfDeadline | undefined {
  if (qualiopi.status !== 'certified') return undefined;
  const date = workingDaysBefore(start, CPF_ORDER_LEAD_TIME.workingDays);
  const passed = isoDay(today) > isoDay(date);
  const day = formatSessionDate(date);
  return {
    date,
    passed,
    text: passed
      ? `Commande CPF close depuis le ${day}\u00a0: cette session ne peut plus être financée par le CPF`
      : `Commande CPF au plus tard le ${day}`,
  };
}

/**
 * How the CPF deadlines are counted, said under the agenda's introduction; undefined while Qualiopi is
 * not certified (no deadline is shown then).
 */
export function cpfDeadlineNote(qualiopi: QualiopiStatus): string | undefined {
  if (qualiopi.status !== 'certified') return undefined;
  return `Commande CPF\u00a0: Mon Compte Formation exige ${CPF_ORDER_LEAD_TIME.workingDays}\u00a0jours ouvrés au moins entre l’envoi de la proposition de commande et le premier jour de formation. La date indiquée est le ${CPF_ORDER_LEAD_TIME.workingDays}e\u00a0jour ouvré avant la rentrée, en comptant du lundi au vendredi, hors jours fériés nationaux (les jours fériés propres à l’Alsace-Moselle ne sont pas déduits).`;
}
