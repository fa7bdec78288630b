// Ships to the team space only. Testimonials under moderation (the charter of /temoignages/): staff
// publish, refuse with one of the charter's reasons, or withdraw a published one; nobody edits the
// text. The database checks each move and audits it; the site's rebuild shows the result.
import { restSignal, withClient } from './client';
import { functionFailure, teamRead, teamUpdate } from './team-errors';
import type { DbData, DbResult } from './result';

/** Where a testimonial stands. */
export type TestimonialState = 'pending' | 'published' | 'refused' | 'withdrawn';

export interface ModeratedTestimonial {
  id: number;
  state: TestimonialState;
  name: string;
  training: string;
  rating: number;
  experienceYear: number | null;
  text: string;
  createdAt: string;
  publishedAt: string | null;
  moderatedAt: string | null;
  refusalReason: string | null;
}

const COLUMNS =
  'id, name, formation, rating, experience_year, text, validated, created_at, published_at, moderated_at, refusal_reason, withdrawn_at';

/** Every testimonial, oldest first (the queue is read from the top). */
export function loadTestimonials(): Promise<DbData<ModeratedTestimonial[]>> {
  return withClient(async (client): Promise<DbData<ModeratedTestimonial[]>> => {
    const read = teamRead(
      'testimonials',
      await client
        .from('testimonials')
        .select(COLUMNS)
        .order('created_at')
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        state: row.validated
          ? 'published'
          : row.refusal_reason
            ? 'refused'
            : row.withdrawn_at
              ? 'withdrawn'
              : 'pending',
        name: row.name,
        training: row.formation,
        rating: row.rating,
        experienceYear: row.experience_year,
        text: row.text,
        createdAt: row.created_at,
        publishedAt: row.published_at,
        moderatedAt: row.moderated_at,
        refusalReason: row.refusal_reason,
      })),
    };
  });
}

/** A moderation decision: the database refuses any other change of the row. */
export type ModerationDecision =
  { publish: true } | { refuse: string /* a code of REFUSAL_REASONS */ } | { withdraw: true };

export function moderateTestimonial(id: number, decision: ModerationDecision): Promise<DbResult> {
  const values =
    'refuse' in decision
      ? { refusal_reason: decision.refuse }
      : { validated: 'publish' in decision };
  return withClient(async (client) =>
    teamUpdate(
      'testimonials',
      await client
        .from('testimonials')
        .update(values)
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** Asks the host to rebuild the site now (the public pages are static): answers when it was asked. */
export function requestSiteRebuild(): Promise<DbData<string>> {
  return withClient(async (client): Promise<DbData<string>> => {
    const { data, error } = await client.functions.invoke<{ requested_at: string }>(
      'team-rebuild-site',
      { body: {} },
    );
    if (error || !data) return functionFailure(error);
    return { ok: true, data: data.requested_at };
  });
}
