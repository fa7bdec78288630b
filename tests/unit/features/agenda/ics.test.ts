// The agenda feed's iCalendar writer (src/features/agenda/ics.ts): RFC 5545 escaping, folding at 75
// octets without splitting a character, CRLF, all-day events with an exclusive DTEND.
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from '~/features/agenda/ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('échappe la barre oblique inverse, le point-virgule, la virgule et les retours à la ligne', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('laisse une ligne de 75 octets entière', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('plie à 75 octets, accents comptés sur deux octets, sans couper un caractère', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    // 12 ASCII octets, then 31 "é" (62 octets): 74; one more would make 76.
    expect(folded[0]).toBe(`DESCRIPTION:${'é'.repeat(31)}`);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({
    prodId: '-//Test//FR',
    name: 'Test',
    stamp: new Date('2026-11-28T01:02:03.456Z'),
    events: [
      {
        uid: 'cv-2027-01-18-presentiel@example.org',
        start: '2027-01-18',
        lastDay: '2027-12-31',
        summary: 'Titre, niveau 4',
        location: 'Paris; 20e',
        url: 'https://example.org/formation/x/',
        description: 'Ligne 1\nLigne 2',
      },
    ],
  });

  it('écrit des lignes CRLF et finit par un CRLF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('écrit un événement sur la journée entière, DTEND exclusif (le lendemain du dernier jour)', () => {
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:cv-2027-01-18-presentiel@example.org',
        'DTSTAMP:20261128T010203Z',
        'DTSTART;VALUE=DATE:20270118',
        'DTEND;VALUE=DATE:20280101',
        'SUMMARY:Titre\\, niveau 4',
        'LOCATION:Paris\\; 20e',
        'URL:https://example.org/formation/x/',
        'DESCRIPTION:Ligne 1\\nLigne 2',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
