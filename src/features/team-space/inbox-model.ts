// The inbox's order and filters (issue 42): what is still to handle comes first, oldest first, then
// what is handled, newest first. Pure, tested in tests/unit/features/team-space.
import type { ApplicationStatus, InboxRow } from '~/db/team-inbox';

/** Whether an item still needs the team: a request not handled, an application received or in progress. */
export function isOpen(item: InboxRow): boolean {
  return item.source === 'applications'
    ? item.status === 'Reçue' || item.status === 'En cours'
    : !item.handled;
}

/** Open items oldest first, then the others newest first. */
export function inboxOrder(items: readonly InboxRow[]): InboxRow[] {
  const open = items.filter(isOpen).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const closed = items
    .filter((item) => !isOpen(item))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...open, ...closed];
}

/** A kind, or 'liste-attente': the registrations asking a place on a full session's waiting list. */
export type KindFilter = InboxRow['kind'] | 'liste-attente' | 'all';
export type StatusFilter = 'open' | ApplicationStatus | 'handled' | 'all';

export interface InboxFilters {
  kind: KindFilter;
  status: StatusFilter;
  /** A training's full title, or 'all'. */
  training: string;
}

export const DEFAULT_FILTERS: InboxFilters = { kind: 'all', status: 'open', training: 'all' };

/** The training's full title: applications and requests store it, registrations stored before the catalogue their code. */
export function trainingTitle(
  item: Pick<InboxRow, 'training'>,
  titles: Readonly<Record<string, string>>,
): string | null {
  if (!item.training) return null;
  return titles[item.training] ?? item.training;
}

function matchesKind(item: InboxRow, kind: KindFilter): boolean {
  if (kind === 'all') return true;
  if (kind === 'liste-attente') return item.kind === 'inscription' && item.waitingList;
  return item.kind === kind;
}

function matchesStatus(item: InboxRow, status: StatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'open':
      return isOpen(item);
    case 'handled':
      return item.source === 'contact_requests' && item.handled === true;
    default:
      return item.status === status;
  }
}

/** The items the filters keep, in inbox order. */
export function filterInbox(
  items: readonly InboxRow[],
  filters: InboxFilters,
  titles: Readonly<Record<string, string>>,
): InboxRow[] {
  return inboxOrder(items).filter(
    (item) =>
      matchesKind(item, filters.kind) &&
      matchesStatus(item, filters.status) &&
      (filters.training === 'all' || trainingTitle(item, titles) === filters.training),
  );
}
