// Edge Function questionnaire-reminders (Deno), run daily by the schedule (cron.job
// 'questionnaire-reminders'): e-mails each learner whose questionnaire opens today, and reminds them 7
// and 14 days later while it is open and unanswered. The database decides what to send
// (staff_claim_questionnaire_reminders claims each due reminder under a lease), so a repeated or
// concurrent call never sends a reminder twice, and a failed send is retried by the next call the same
// day or skipped once a later reminder is due. Secrets: docs/operations.md (SITE_URL for the link).
import { createClient } from 'npm:@supabase/supabase-js@^2.109.0';
import { json, refuse } from '../_shared/http.ts';
import { smtpTransport } from '../_shared/smtp.ts';
import { reminderMail, type Reminder } from './mail.ts';

const REQUIRED = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_FROM',
  'SITE_URL',
] as const;

interface Claimed extends Reminder {
  enrolment_id: string;
  email: string;
}

export async function handle(request: Request): Promise<Response> {
  const refusal = await refuse(request, REQUIRED);
  if (refusal) return refusal;
  const env = (name: string) => Deno.env.get(name) ?? '';
  await request.body?.cancel();
  const db = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const claim = await db.rpc('staff_claim_questionnaire_reminders', {});
  if (claim.error) return json(500, { error: `claim: ${claim.error.message}` });
  const rows = (claim.data ?? []) as Claimed[];

  const transport = smtpTransport();
  let sent = 0;
  const failures: string[] = [];
  for (const row of rows) {
    const name = `${row.enrolment_id} ${row.questionnaire} ${row.reminder}`;
    let error: string | null = null;
    try {
      const mail = reminderMail(row, env('SITE_URL'));
      await transport.sendMail({
        from: env('SMTP_FROM'),
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      sent++;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      failures.push(`${name}: ${error}`);
    }
    const finish = await db.rpc('staff_finish_questionnaire_reminder', {
      enrolment_id: row.enrolment_id,
      questionnaire: row.questionnaire,
      reminder: row.reminder,
      error,
    });
    if (finish.error) failures.push(`${name}: finish: ${finish.error.message}`);
  }
  transport.close();
  if (failures.length) console.error(failures.join('\n'));
  return json(failures.length ? 502 : 200, { claimed: rows.length, sent, failed: failures.length });
}

Deno.serve(handle);
