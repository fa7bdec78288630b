// A minimal iCalendar writer (RFC 5545) for the agenda feed: all-day events only. Not the `ics` package
// the per-session files use: it folds lines at 75 characters, and RFC 5545 §3.1 says 75 octets, which
// an accented French line passes. Pure.

export interface AllDayEvent {
  uid: string;
  /** AAAA-MM-JJ, the first day. */
  start: string;
  /** AAAA-MM-JJ, the last day (included): DTEND is the day after, exclusive (RFC 5545 §3.6.1). */
  lastDay: string;
  summary: string;
  location?: string;
  url?: string;
  description?: string;
}

export interface CalendarInput {
  prodId: string;
  name: string;
  /** DTSTAMP of every event (RFC 5545 §3.8.7.2): the build's time. */
  stamp: Date;
  events: readonly AllDayEvent[];
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with
 * one space, counted in its 75; a character is never split across two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const dateValue = (iso: string) => iso.replace(/-/g, '');
const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const stampValue = (date: Date) =>
  `${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;

/** One VCALENDAR with one all-day VEVENT per event, CRLF line ends, folded. */
export function writeCalendar({ prodId, name, stamp, events }: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stampValue(stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
      `DTEND;VALUE=DATE:${dateValue(dayAfter(event.lastDay))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
