// Edge Function notify-staff (Deno): e-mails the staff each new contact request and application, and
// each learner's sign-up, privacy request and testimonial to moderate (the team space's events).
// Called by the Database Webhook of each insert (`{ "table", "id" }`: that row) and by the schedule
// (`{}`: every row still un-notified). The database decides what to send (staff_claim_notifications
// claims rows whose notified_at is null under a lease), so a repeated or concurrent call never sends
// a row twice, and a failed send is retried by the next call. Secrets: docs/operations.md.
import nodemailer from 'npm:nodemailer@^10.6.0';
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, refuse } from '../_shared/http.ts';
import { staffMail, type FileLink, type MailSession, type NotifiedTable } from './mail.ts';

const BUCKET = 'candidatures';
/** How long the CV links in a mail work, unless CV_LINK_TTL_SECONDS says otherwise: one day. */
const DEFAULT_LINK_TTL_SECONDS = 24 * 60 * 60;

const REQUIRED = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_FROM',
  'STAFF_EMAIL',
] as const;

interface Claimed {
  source: NotifiedTable;
  id: string;
  record: Record<string, unknown>;
}

export async function handle(request: Request): Promise<Response> {
  const refusal = await refuse(request, REQUIRED);
  if (refusal) return refusal;
  const env = (name: string) => Deno.env.get(name) ?? '';

  const body = (await request.json().catch(() => ({}))) as { table?: unknown; id?: unknown };
  // The webhook names its row (testimonials have numeric ids); the schedule sends `{}`.
  const onlyId =
    typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null;
  const onlySource = onlyId !== null && typeof body.table === 'string' ? body.table : null;
  const db = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const claim = await db.rpc('staff_claim_notifications', {
    only_source: onlySource,
    only_id: onlyId,
  });
  if (claim.error) return json(500, { error: `claim: ${claim.error.message}` });
  const rows = (claim.data ?? []) as Claimed[];

  const port = Number(env('SMTP_PORT'));
  const host = env('SMTP_HOST');
  const transport = nodemailer.createTransport({
    host,
    port,
    // 465: TLS from the first byte; any other port must upgrade with STARTTLS, except on loopback (tests).
    secure: port === 465,
    requireTLS: port !== 465 && !['127.0.0.1', '::1', 'localhost'].includes(host),
    auth: Deno.env.get('SMTP_USER')
      ? { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const ttl = Number(Deno.env.get('CV_LINK_TTL_SECONDS')) || DEFAULT_LINK_TTL_SECONDS;

  /** A signed link to a stored PDF (the bucket is private: never a public URL). */
  async function link(key: unknown): Promise<FileLink | undefined> {
    if (typeof key !== 'string' || !key) return undefined;
    const expiresAt = new Date(Date.now() + ttl * 1000);
    const { data, error } = await db.storage
      .from(BUCKET)
      .createSignedUrl(key, ttl, { download: true });
    if (error) throw new Error(`signed URL for ${key}: ${error.message}`);
    return { url: data.signedUrl, expiresAt };
  }

  /** The session a registration names (catalogue mirror); a failed read throws, so the row is retried. */
  async function sessionOf(key: unknown): Promise<MailSession | null> {
    if (typeof key !== 'string' || !key) return null;
    const { data, error } = await db
      .from('training_sessions')
      .select('starts_on, ends_on, format, venue')
      .eq('key', key)
      .maybeSingle();
    if (error) throw new Error(`session ${key}: ${error.message}`);
    return data as MailSession | null;
  }

  let sent = 0;
  const failures: string[] = [];
  for (const { source, id, record } of rows) {
    let error: string | null = null;
    try {
      const links =
        source === 'applications'
          ? { cv: await link(record.cv_url), letter: await link(record.lettre_motivation_url) }
          : {};
      const session = source === 'contact_requests' ? await sessionOf(record.session_key) : null;
      const mail = staffMail(source, record, links, session);
      await transport.sendMail({
        from: env('SMTP_FROM'),
        to: env('STAFF_EMAIL'),
        ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
        subject: mail.subject,
        text: mail.text,
      });
      sent++;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      failures.push(`${source} ${id}: ${error}`);
    }
    const finish = await db.rpc('staff_finish_notification', { source, row_id: id, error });
    if (finish.error) failures.push(`${source} ${id}: finish: ${finish.error.message}`);
  }
  transport.close();
  if (failures.length) console.error(failures.join('\n'));
  return json(failures.length ? 502 : 200, { claimed: rows.length, sent, failed: failures.length });
}

Deno.serve(handle);
