// The catalogue's sessions as the team space names them (« Du 18 janvier 2027 au 15 octobre 2027 ·
// Présentiel · Paris 20e »), computed by the page at build time from the content and handed to the
// islands as facts (facts.ts). Pure.
import { formatIsoDate } from '~/lib/format';
import type { Catalogue } from '~/features/catalogue/catalogue';
import type { TeamSession } from './facts';

/** Where a session takes place, short: « Paris 20e », « Paris 1er », « À distance ». */
export function placeOf(venue: string): string {
  const postcode = /\b750(\d{2})\b/.exec(venue);
  if (postcode) {
    const district = Number(postcode[1]);
    return `Paris ${district}${district === 1 ? 'er' : 'e'}`;
  }
  const named = /Paris \d{1,2}(?:er|e)/.exec(venue);
  if (named) return named[0];
  return venue.split(/\s*[(,]/)[0]!.trim();
}

/** Every session of the catalogue by key, with its training's code, its label and its dates. */
export function sessionsOf(catalogue: Catalogue): Record<string, TeamSession> {
  return Object.fromEntries(
    catalogue.trainings.flatMap((training) =>
      training.sessions.map((session) => [
        session.key,
        {
          training: training.code,
          label: `Du ${formatIsoDate(session.start)} au ${formatIsoDate(session.end)} · ${
            session.format
          } · ${placeOf(session.venue)}`,
          startsOn: session.start,
          endsOn: session.end,
        },
      ]),
    ),
  );
}
