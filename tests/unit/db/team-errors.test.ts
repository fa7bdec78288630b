// The follow-up's refusals, named by their constraint for the forms' French sentences.
import { describe, expect, it } from 'vitest';
import { storageFailure, teamChange, teamChangeRows } from '~/db/team-errors';
import { inviteFailure } from '~/db/team-follow-up';
import { documentPath } from '~/db/team-documents';

describe('teamChange', () => {
  it('names the constraint of a check, a trigger, a foreign or a unique key', () => {
    for (const [code, message, constraint] of [
      [
        '23514',
        'new row for relation "lessons" violates check constraint "lessons_join_url_check"',
        'lessons_join_url_check',
      ],
      [
        '23503',
        'insert or update on table "enrolments" violates foreign key constraint "enrolments_session_fkey"',
        'enrolments_session_fkey',
      ],
      [
        '23505',
        'duplicate key value violates unique constraint "enrolments_learner_session_key"',
        'enrolments_learner_session_key',
      ],
    ])
      expect(teamChange({ error: { code, message }, status: 409 })).toEqual({
        ok: false,
        reason: 'invalid',
        field: constraint,
      });
  });

  it('sends a session without the rights back to the door, and a duplicate is no success', () => {
    expect(teamChange({ error: { code: '42501', message: 'denied' }, status: 403 })).toEqual({
      ok: false,
      reason: 'signed-out',
    });
    expect(
      teamChange({ error: { code: '23505', message: 'duplicate key "x_pkey"' }, status: 409 }),
    ).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(teamChange({ error: null, status: 201 })).toEqual({ ok: true });
    expect(teamChangeRows({ error: null, status: 200, data: [] })).toEqual({
      ok: false,
      reason: 'signed-out',
    });
  });
});

describe('Storage and the invitation function', () => {
  it('reads 413 and 415 from the status or the body’s statusCode', () => {
    expect(storageFailure({ status: 413 })).toMatchObject({ issue: 'too-large' });
    expect(storageFailure({ status: 400, statusCode: '415' })).toMatchObject({ issue: 'not-pdf' });
    expect(storageFailure({ status: 400, statusCode: '403' })).toEqual({
      ok: false,
      reason: 'signed-out',
    });
    expect(storageFailure({ status: 0 })).toEqual({ ok: false, reason: 'network' });
  });

  it('maps each answer of team-invite-learner', async () => {
    const answer = (status: number, body: unknown) => ({
      context: new Response(JSON.stringify(body), { status }),
    });
    expect(await inviteFailure(answer(409, { error: 'account_exists' }))).toMatchObject({
      field: 'account_exists',
    });
    expect(await inviteFailure(answer(422, { error: 'unknown_session' }))).toMatchObject({
      field: 'unknown_session',
    });
    expect(await inviteFailure(answer(400, { error: 'invalid', field: 'email' }))).toMatchObject({
      field: 'email',
    });
    expect(await inviteFailure(answer(403, {}))).toEqual({ ok: false, reason: 'signed-out' });
    expect(await inviteFailure(answer(500, {}))).toEqual({ ok: false, reason: 'unknown' });
    expect(await inviteFailure(new Error('offline'))).toEqual({ ok: false, reason: 'network' });
  });

  it('files a document where the database expects it', () => {
    expect(documentPath({ trainingCode: 'CV', sessionKey: 'cv-2027-01-18-presentiel' }, 'u')).toBe(
      'cv/cv-2027-01-18-presentiel/u.pdf',
    );
    expect(documentPath({ trainingCode: 'EC', learnerId: 'l1' }, 'u')).toBe('ec/l1/u.pdf');
  });
});
