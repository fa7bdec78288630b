// `npm run load:notifications`: a load check of the staff notifications on loopback (a script, not a
// timed test: its figures depend on the machine). Starts the functions stack of the tests (Postgres,
// PostgREST, local Storage, the pg_net worker, notify-staff under Deno, an SMTP sink), sends N
// requests as visitors over S seconds (every tenth an application with its CV uploaded first, the
// rest contact, registration and company requests), then checks that every request became one row
// and exactly one e-mail. Usage: npm run load:notifications -- [requests=500] [seconds=10]
import { performance } from 'node:perf_hooks';
import { validApplication, validContactRequest } from '../local/supabase/sample-rows.ts';
import { startFunctionsStack } from '../local/supabase/functions-stack.ts';
import { pdfBytes } from '../local/sample-files.ts';

const total = Number(process.argv[2] ?? 500);
const seconds = Number(process.argv[3] ?? 10);
const KINDS = ['contact', 'inscription', 'entreprise'] as const;

const stack = await startFunctionsStack();
try {
  // A registration names a training of the catalogue mirror, which the hourly sync fills on Supabase.
  await stack.db.sql.query(
    `insert into public.trainings (code, slug, title)
     values ('CV', 'tp-conseiller-vente', 'Titre professionnel Conseiller de vente')`,
  );
  const visitor = stack.db.client('anon');
  const latencies: number[] = [];
  const failures: string[] = [];
  const ids: string[] = [];

  async function send(index: number) {
    const started = performance.now();
    if (index % 10 === 9) {
      const row = validApplication();
      ids.push(row.id);
      const upload = await visitor.storage
        .from('candidatures')
        .upload(row.cv_url, new Blob([pdfBytes(20_000)], { type: 'application/pdf' }), {
          contentType: 'application/pdf',
        });
      const insert = upload.error
        ? upload
        : await visitor.from('applications').insert(row as never);
      if (insert.error) failures.push(`application ${index}: ${insert.error.message}`);
    } else {
      const row = validContactRequest(KINDS[index % 3] ?? 'contact');
      ids.push(String(row.id));
      const { error } = await visitor
        .from('contact_requests')
        .insert(row as { id: string; kind: string; email: string });
      if (error) failures.push(`request ${index}: ${error.message}`);
    }
    latencies.push(performance.now() - started);
  }

  const start = performance.now();
  const sends: Array<Promise<void>> = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * seconds * 1000) / total;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(send(index));
  }
  await Promise.all(sends);
  const sentIn = performance.now() - start;
  let mailsIn: number | null = null;
  try {
    await stack.smtp.waitFor(total - failures.length, 120_000);
    mailsIn = performance.now() - start;
  } catch (error) {
    failures.push((error as Error).message);
  }
  await stack.net.drain();

  const { rows } = await stack.db.sql.query<{ stored: string; notified: string }>(
    `select count(*) as stored, count(notified_at) as notified from (
       select notified_at from public.contact_requests where id = any($1::uuid[])
       union all select notified_at from public.applications where id = any($1::uuid[])) r`,
    [ids],
  );
  const mailed = stack.smtp.mails.map(
    (mail) => /^Identifiant\u00a0: (\S+)/m.exec(mail.parsed.text ?? '')?.[1] ?? '?',
  );
  const distinct = new Set(mailed);
  const webhookStatuses = Object.entries(
    stack.net.responses.reduce<Record<string, number>>((counts, { status }) => {
      counts[String(status)] = (counts[String(status)] ?? 0) + 1;
      return counts;
    }, {}),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(sorted[Math.floor((sorted.length - 1) * p)] ?? 0);

  const report = {
    requests: total,
    applications: Math.floor(total / 10),
    sentOverSeconds: Number((sentIn / 1000).toFixed(1)),
    insertErrors: failures.length,
    rowsStored: Number(rows[0]?.stored),
    rowsNotified: Number(rows[0]?.notified),
    mails: stack.smtp.mails.length,
    distinctRequestsMailed: distinct.size,
    mailedTwice: mailed.length - distinct.size,
    lastMailAfterSeconds: mailsIn === null ? null : Number((mailsIn / 1000).toFixed(1)),
    insertLatencyMs: { p50: percentile(0.5), p95: percentile(0.95), max: percentile(1) },
    webhookAnswers: Object.fromEntries(webhookStatuses),
  };
  console.log(JSON.stringify(report, null, 2));
  if (failures.length) console.error(failures.slice(0, 10).join('\n'));
  const ok =
    failures.length === 0 &&
    report.rowsStored === total &&
    report.rowsNotified === total &&
    report.mails === total &&
    report.distinctRequestsMailed === total &&
    ids.every((id) => distinct.has(id));
  console.log(ok ? 'OK: one row and one e-mail per request.' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
}
