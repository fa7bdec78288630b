// The inbox's order and filters (issue 42): the oldest item still to handle first; filters by kind,
// status and training (by its full title, whether the row stores the title or the form's code).
import { describe, expect, it } from 'vitest';
import type { InboxRow } from '~/db/team-inbox';
import {
  DEFAULT_FILTERS,
  filterInbox,
  inboxOrder,
  isOpen,
  trainingTitle,
} from '~/features/team-space/inbox-model';

const TITLES = {
  CV: 'Titre professionnel Conseiller de vente',
  EC: 'Titre professionnel Employé commercial',
};

function row(overrides: Partial<InboxRow>): InboxRow {
  return {
    source: 'contact_requests',
    id: overrides.id ?? 'x',
    kind: 'contact',
    createdAt: '2026-11-01T10:00:00Z',
    lastContactAt: '2026-11-01T10:00:00Z',
    staffNote: null,
    status: null,
    handled: false,
    email: 'a@exemple.fr',
    phone: null,
    person: 'A',
    company: null,
    training: null,
    sessionKey: null,
    waitingList: false,
    positioning: null,
    quote: null,
    format: null,
    situation: null,
    birthDate: null,
    address: null,
    subject: null,
    message: null,
    cvKey: null,
    letterKey: null,
    ...overrides,
  };
}

const application = (id: string, status: InboxRow['status'], createdAt: string) =>
  row({
    id,
    source: 'applications',
    kind: 'candidature',
    status,
    handled: null,
    createdAt,
    training: TITLES.CV,
  });

describe('the inbox', () => {
  const items = [
    row({ id: 'handled-new', handled: true, createdAt: '2026-11-20T10:00:00Z' }),
    application('accepted-old', 'Acceptée', '2026-10-01T10:00:00Z'),
    row({ id: 'open-new', createdAt: '2026-11-25T10:00:00Z', kind: 'inscription', training: 'EC' }),
    application('received-old', 'Reçue', '2026-11-02T10:00:00Z'),
    application('in-progress', 'En cours', '2026-11-10T10:00:00Z'),
    row({ id: 'open-old', createdAt: '2026-11-01T09:00:00Z' }),
  ];

  it('counts received and in-progress applications and unhandled requests as still to handle', () => {
    expect(
      items
        .filter(isOpen)
        .map((item) => item.id)
        .sort(),
    ).toEqual(['in-progress', 'open-new', 'open-old', 'received-old'].sort());
  });

  it('puts what is to handle first, oldest first, then the rest newest first', () => {
    expect(inboxOrder(items).map((item) => item.id)).toEqual([
      'open-old',
      'received-old',
      'in-progress',
      'open-new',
      'handled-new',
      'accepted-old',
    ]);
  });

  it('shows only what is to handle by default', () => {
    expect(filterInbox(items, DEFAULT_FILTERS, TITLES).map((item) => item.id)).toEqual([
      'open-old',
      'received-old',
      'in-progress',
      'open-new',
    ]);
  });

  it('filters by kind, by an application status, by handled requests', () => {
    const all = { ...DEFAULT_FILTERS, status: 'all' as const };
    expect(filterInbox(items, { ...all, kind: 'candidature' }, TITLES)).toHaveLength(3);
    expect(
      filterInbox(items, { ...all, status: 'Acceptée' }, TITLES).map((item) => item.id),
    ).toEqual(['accepted-old']);
    expect(
      filterInbox(items, { ...all, status: 'handled' }, TITLES).map((item) => item.id),
    ).toEqual(['handled-new']);
  });

  it('names a registration’s training by its full title, never its code, and filters on that title', () => {
    expect(trainingTitle({ training: 'EC' }, TITLES)).toBe(TITLES.EC);
    expect(trainingTitle({ training: TITLES.CV }, TITLES)).toBe(TITLES.CV);
    expect(trainingTitle({ training: null }, TITLES)).toBeNull();
    expect(
      filterInbox(items, { kind: 'all', status: 'all', training: TITLES.EC }, TITLES).map(
        (item) => item.id,
      ),
    ).toEqual(['open-new']);
  });
});
