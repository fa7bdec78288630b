// The built agenda (/sessions/) and its feed (/sessions.ics) against the content: exactly the open
// sessions of content/trainings/*.mdx (registration deadline not past on the build's day), in date
// order, each with its deadline; the feed parsed strictly (RFC 5545: CRLF, 75-octet lines, escaping);
// the links to and from the agenda; the same Course structured data as the training pages.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadDocument, readDistFile, requireDist, siteOrigin } from '../support/dist.ts';
import { TRAINING_IDS, routeFile } from '../../local/routes.ts';
import { QUALIOPI } from '~/config/qualiopi';
import { sessionKey } from '~/features/catalogue/catalogue';
import { formatSessionDate } from '~/lib/sessions';

requireDist();

const origin = siteOrigin();
const flat = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const dayAfter = (iso: string) => {
  const date = day(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

interface FeedEvent {
  [property: string]: string;
}

/** A strict reader of the feed: fails on a bare LF, a line over 75 octets, an unknown escape. */
function parseFeed(text: string): { calendar: Record<string, string>; events: FeedEvent[] } {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line, 'no bare CR or LF').not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length, `≤ 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescape = (value: string) =>
    value.replace(/\\(.)/g, (_, character: string) => {
      if (character === 'n' || character === 'N') return '\n';
      expect([',', ';', '\\']).toContain(character);
      return character;
    });
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: FeedEvent[] = [];
  let current: FeedEvent | null = null;
  for (const line of lines.slice(1, -1)) {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=[^:;]+)*):(.*)$/.exec(line);
    expect(match, `content line: ${line}`).not.toBeNull();
    const [, name, params, value] = match!;
    if (name === 'BEGIN') {
      expect(value).toBe('VEVENT');
      expect(current).toBeNull();
      current = {};
    } else if (name === 'END') {
      expect(value).toBe('VEVENT');
      events.push(current!);
      current = null;
    } else {
      const key = `${name}${params ?? ''}`;
      const target = current ?? calendar;
      expect(target[key], `${key} once`).toBeUndefined();
      target[key] = ['SUMMARY', 'LOCATION', 'DESCRIPTION', 'X-WR-CALNAME'].includes(name!)
        ? unescape(value!)
        : value!;
    }
  }
  expect(current).toBeNull();
  return { calendar, events };
}

interface ContentSession {
  start: string;
  end: string;
  format: string;
  venue: string;
  registrationDeadline: string;
  seats?: number;
  seatsLeft?: number;
}

const feed = parseFeed(readDistFile('sessions.ics').toString('utf8'));
// The build's day, as the feed stamped it: what "open" is measured against.
const buildDay = (() => {
  const stamp = feed.events[0]?.DTSTAMP ?? '';
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
})();

const expected = readdirSync(new URL('../../content/trainings/', import.meta.url))
  .filter((name) => name.endsWith('.mdx'))
  .flatMap((name) => {
    const id = name.slice(0, -'.mdx'.length);
    const source = readFileSync(
      new URL(`../../content/trainings/${name}`, import.meta.url),
      'utf8',
    );
    const data = parse(source.split(/^---$/m)[1]!) as {
      code: string;
      title: string;
      sessions: ContentSession[];
    };
    return data.sessions
      .filter((session) => session.registrationDeadline >= buildDay)
      .map((session) => ({
        id,
        title: data.title,
        key: sessionKey(data.code, { start: day(session.start), format: session.format }),
        ...session,
      }));
  })
  .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title, 'fr'));

const agenda = loadDocument(routeFile('/sessions/'));

describe('/sessions.ics', () => {
  it('se lit comme un calendrier et date chaque événement', () => {
    expect(feed.calendar.VERSION).toBe('2.0');
    expect(feed.calendar.PRODID).toBeTruthy();
    expect(buildDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(feed.events.length).toBeGreaterThan(0);
  });

  it('liste exactement les sessions ouvertes du contenu, dans l’ordre des dates', () => {
    const host = new URL(origin).host;
    expect(feed.events.map((event) => event.UID)).toEqual(
      expected.map((session) => `${session.key}@${host}`),
    );
  });

  it('donne à chaque session ses jours, sa formation, son lieu, sa page et sa date limite', () => {
    feed.events.forEach((event, index) => {
      const session = expected[index]!;
      expect(event['DTSTART;VALUE=DATE']).toBe(session.start.replace(/-/g, ''));
      expect(event['DTEND;VALUE=DATE']).toBe(dayAfter(session.end).replace(/-/g, ''));
      expect(event.SUMMARY).toBe(`${session.title} (${session.format.toLowerCase()})`);
      expect(event.LOCATION).toBe(session.venue);
      expect(event.URL).toBe(`${origin}/formation/${session.id}/`);
      expect(flat(event.DESCRIPTION)).toContain(
        flat(`Inscription jusqu’au ${formatSessionDate(day(session.registrationDeadline))}`),
      );
    });
  });
});

describe('/sessions/', () => {
  const cards = [...agenda.querySelectorAll<HTMLElement>('[data-session-key]')];

  it('liste les mêmes sessions que le contenu et que le flux, dans l’ordre', () => {
    expect(cards.map((card) => card.dataset.sessionKey)).toEqual(expected.map((s) => s.key));
  });

  it('nomme la formation en entier avec un lien vers sa page, et dit la date limite', () => {
    cards.forEach((card, index) => {
      const session = expected[index]!;
      const link = card.querySelector('h3 a');
      expect(link?.getAttribute('href')).toBe(`/formation/${session.id}/`);
      expect(flat(link?.textContent)).toBe(flat(session.title));
      expect(
        card
          .querySelector('[data-registration-deadline]')
          ?.getAttribute('data-registration-deadline'),
      ).toBe(session.registrationDeadline);
      expect(flat(card.textContent)).toContain(
        flat(formatSessionDate(day(session.registrationDeadline))),
      );
      expect(flat(card.textContent)).toContain(session.format);
      expect(flat(card.textContent)).toContain(flat(session.venue));
      const full = session.seatsLeft === 0;
      expect(flat(card.textContent).includes('Complet — liste d’attente'), session.key).toBe(full);
    });
  });

  it('range les sessions par mois de rentrée, mois dans l’ordre', () => {
    const months = [...agenda.querySelectorAll('#agenda-list > section')].map((section) =>
      [...section.querySelectorAll<HTMLElement>('[data-facet-mois]')].map(
        (card) => card.dataset.facetMois,
      ),
    );
    expect(months.flat()).toEqual(expected.map((session) => session.start.slice(0, 7)));
    for (const month of months) expect(new Set(month).size).toBe(1);
  });

  it('ne montre la date limite CPF que si Qualiopi est délivré', () => {
    const deadlines = agenda.querySelectorAll('[data-cpf-deadline]');
    expect(deadlines.length).toBe(QUALIOPI.status === 'certified' ? expected.length : 0);
  });

  it('explique l’abonnement et pointe vers le flux', () => {
    expect(agenda.querySelector('a[href="/sessions.ics"]')).not.toBeNull();
    expect(flat(agenda.querySelector('#abonnement')?.parentElement?.textContent)).toContain(
      `${origin}/sessions.ics`,
    );
  });

  it('est lié depuis le catalogue et depuis chaque fiche formation', () => {
    for (const path of ['/formations/', ...TRAINING_IDS.map((id) => `/formation/${id}/`)]) {
      expect(
        loadDocument(routeFile(path)).querySelector('main a[href="/sessions/"]'),
        path,
      ).not.toBeNull();
    }
  });

  it('décrit chaque formation comme sa fiche : même Course, mêmes sessions', () => {
    const courses = (document: Document) =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((script) => {
          const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
          return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
        })
        .filter((item) => item['@type'] === 'Course');
    const listed = courses(agenda);
    const ids = [...new Set(expected.map((session) => session.id))];
    expect(listed.map((course) => course['@id']).sort()).toEqual(
      ids.map((id) => `${origin}/formation/${id}/#formation`).sort(),
    );
    for (const course of listed) {
      const id = /\/formation\/([^/]+)\//.exec(String(course['@id']))![1]!;
      const page = courses(loadDocument(routeFile(`/formation/${id}/`)));
      const { '@context': _agendaContext, ...agendaCourse } = course;
      const { '@context': _pageContext, ...pageCourse } = page[0]!;
      expect(agendaCourse).toEqual(pageCourse);
    }
  });
});

describe('le formulaire d’inscription de chaque fiche formation', () => {
  it.each([...TRAINING_IDS])(
    '%s propose ses propres sessions ouvertes, puis d’être recontacté',
    (id) => {
      const page = loadDocument(routeFile(`/formation/${id}/`));
      const choices = [
        ...page.querySelectorAll<HTMLInputElement>(
          '#inscription input[type="radio"][name="session_key"]',
        ),
      ].map((input) => input.value);
      const own = expected.filter((session) => session.id === id).map((session) => session.key);
      expect(own.length).toBeGreaterThan(0);
      // The last choice, value '', asks for a call about a later session.
      expect(choices).toEqual([...own, '']);
    },
  );
});
