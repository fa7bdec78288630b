// The notify-staff Edge Function under Deno, end to end: a visitor's insert fires the webhook (pg_net
// stand-in), the function claims the row, mails the staff through the SMTP sink and stamps notified_at;
// the schedule's command resends what failed. Mails are read as a mail client parses them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import {
  startFunctionsStack,
  STAFF_EMAIL,
  type FunctionsStack,
} from '../../local/supabase/functions-stack';
import type { ReceivedMail } from '../../local/supabase/smtp-sink';
import { pdfBytes } from '../../local/sample-files';
import { SESSIONS, TRAINING_TITLES, syncTestCatalogue } from '../support/catalogue-fixture';

const CV_LINK_TTL_SECONDS = 3;
let stack: FunctionsStack;

beforeAll(async () => {
  stack = await startFunctionsStack({ cvLinkTtlSeconds: CV_LINK_TTL_SECONDS });
  await syncTestCatalogue(stack.db.sql);
});
afterAll(async () => {
  await stack?.stop();
});

async function insertRequest(row: Record<string, unknown>) {
  const { error } = await stack.db
    .client('anon')
    .from('contact_requests')
    .insert(row as { id: string; kind: string; email: string });
  expect(error).toBeNull();
}

async function notificationState(table: 'contact_requests' | 'applications', id: unknown) {
  const { rows } = await stack.db.sql.query(
    `select notified_at, notification_attempts, notification_claimed_until, notification_error from public.${table} where id = $1`,
    [id],
  );
  return rows[0];
}

/** Mails that arrived since `before`, once the webhook calls in flight are answered. */
async function newMails(before: number): Promise<ReceivedMail[]> {
  await stack.net.drain();
  return stack.smtp.mails.slice(before);
}

test('a contact request reaches the staff address once, as plain text with its content', async () => {
  const before = stack.smtp.mails.length;
  const request = validContactRequest('contact');
  await insertRequest(request);
  await stack.smtp.waitFor(before + 1);
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails as [ReceivedMail];
  expect(mail.envelope.to).toEqual([STAFF_EMAIL]);
  expect(mail.parsed.subject).toBe(
    'Message de contact\u00a0: Lucas Petit — Demande_Coaching_Examen',
  );
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([request.email]);
  expect(mail.parsed.html).toBe(false);
  expect(mail.parsed.text).toContain('Bonjour, quelles sont les dates de la prochaine session ?');
  expect(mail.parsed.text).toContain(`E-mail\u00a0: ${request.email}`);
  expect(mail.parsed.text).toContain('Type\u00a0: Message de contact\n');
  expect(mail.parsed.text).toContain(String(request.id));
  const state = await notificationState('contact_requests', request.id);
  expect(state.notified_at).toBeInstanceOf(Date);
  expect(state.notification_attempts).toBe(1);
  expect(state.notification_claimed_until).toBeNull();
  // A later sweep finds nothing left to send.
  await stack.runCronJob('notify-staff-retry');
  expect(await newMails(before)).toHaveLength(1);
});

test('registration and company requests name their kind and carry their fields', async () => {
  const before = stack.smtp.mails.length;
  await insertRequest(validContactRequest('inscription'));
  await insertRequest(validContactRequest('entreprise'));
  await stack.smtp.waitFor(before + 2);
  const mails = await newMails(before);
  const bySubject = Object.fromEntries(
    mails.map((mail) => [mail.parsed.subject, mail.parsed.text]),
  );
  expect(Object.keys(bySubject).sort()).toEqual([
    'Demande d’entreprise\u00a0: Boulangerie Martin SARL (Claire Martin)',
    `Demande d’inscription\u00a0: Jean-Éric N’Diaye — ${TRAINING_TITLES.CV}`,
  ]);
  const registration =
    bySubject[`Demande d’inscription\u00a0: Jean-Éric N’Diaye — ${TRAINING_TITLES.CV}`];
  expect(registration).toContain(`Formation\u00a0: ${TRAINING_TITLES.CV} (CV)\n`);
  expect(registration).toContain('Session\u00a0: à recontacter pour une prochaine session\n');
  expect(registration).not.toContain('formation CV');
  expect(registration).toContain('Date de naissance\u00a0: 12 avril 1995');
  expect(registration).toContain('Adresse\u00a0: 12 rue des Lilas, 75011 Paris');
  expect(registration).toContain('Situation\u00a0: Demandeur d’emploi');
  expect(registration).toContain('Disponible dès septembre.');
});

/** The one mail that arrives after `row` is stored. */
async function mailFor(row: Record<string, unknown>): Promise<ReceivedMail> {
  const before = stack.smtp.mails.length;
  await insertRequest(row);
  await stack.smtp.waitFor(before + 1);
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

test('a registration for a session names it: dates in French, format, place', async () => {
  const mail = await mailFor(
    validContactRequest('inscription', {
      session_key: SESSIONS.cv,
      positioning: [
        { question: 'Avez-vous déjà travaillé en magasin ?', answer: 'Oui, deux ans.\nEn caisse.' },
      ],
    }),
  );
  expect(mail.parsed.subject).toBe(
    `Demande d’inscription\u00a0: Jean-Éric N’Diaye — ${TRAINING_TITLES.CV}`,
  );
  expect(mail.parsed.text).toContain(
    'Session\u00a0: du 14 janvier 2030 au 12 juillet 2030 — Présentiel — Lyon 3e\n',
  );
  expect(mail.parsed.text).not.toContain('attente');
  expect(mail.parsed.text).toContain(
    'Questionnaire de positionnement\u00a0:\n— Avez-vous déjà travaillé en magasin ?\n  Oui, deux ans.\n  En caisse.\n',
  );
});

test('a waiting-list registration says so in its subject and body', async () => {
  await stack.db.sql.query('update public.training_sessions set seats_left = 0 where key = $1', [
    SESSIONS.ec,
  ]);
  const mail = await mailFor(
    validContactRequest('inscription', {
      formation: 'EC',
      session_key: SESSIONS.ec,
      waiting_list: true,
    }),
  );
  expect(mail.parsed.subject).toBe(
    `Liste d’attente — Demande d’inscription\u00a0: Jean-Éric N’Diaye — ${TRAINING_TITLES.EC}`,
  );
  expect(mail.parsed.text).toContain('Type\u00a0: Liste d’attente — Demande d’inscription\n');
  expect(mail.parsed.text).toContain('Liste d’attente\u00a0: oui');
  expect(mail.parsed.text).toContain(
    'Session\u00a0: du 4 février 2030 au 28 juin 2030 — Distanciel',
  );
});

test('a quote request carries the company’s need', async () => {
  const request = validContactRequest('devis', { message: 'Plutôt le matin.' });
  const mail = await mailFor(request);
  expect(mail.parsed.subject).toBe(
    `Demande de devis\u00a0: Boulangerie Martin SARL (Claire Martin) — ${TRAINING_TITLES.CV}`,
  );
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([request.email]);
  for (const line of [
    `Formation\u00a0: ${TRAINING_TITLES.CV} (CV)`,
    'Nombre de stagiaires\u00a0: 4',
    'Période souhaitée\u00a0: Printemps 2030',
    'Format\u00a0: Intra-entreprise (dans l’entreprise)',
    'Lieu\u00a0: Villeurbanne',
    'OPCO\u00a0: OPCO EP',
    'SIRET\u00a0: 732 829 320 00074',
    'Téléphone\u00a0: 01 84 80 42 10',
  ])
    expect(mail.parsed.text).toContain(`${line}\n`);
  expect(mail.parsed.text).toContain('Message\u00a0:\nPlutôt le matin.');
});

test('an application mails the training and short-lived signed links to its PDFs, never a public URL', async () => {
  const before = stack.smtp.mails.length;
  const application = validApplication({
    formation_souhaitee: 'Titre professionnel Conseiller de vente',
  });
  const id = String(application.id);
  application.lettre_motivation_url = `${id}/lettre.pdf`;
  const cv = pdfBytes(3000);
  const visitor = stack.db.client('anon');
  for (const [key, bytes] of [
    [`${id}/cv.pdf`, cv],
    [`${id}/lettre.pdf`, pdfBytes(1500)],
  ] as const) {
    const upload = await visitor.storage
      .from('candidatures')
      .upload(key, new Blob([bytes], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();
  }
  const { error } = await visitor.from('applications').insert(application as never);
  expect(error).toBeNull();
  await stack.smtp.waitFor(before + 1);
  const [mail] = (await newMails(before)) as [ReceivedMail];
  expect(mail.parsed.subject).toBe(
    `Candidature\u00a0: ${application.first_name} ${application.last_name} — Titre professionnel Conseiller de vente`,
  );
  const text = mail.parsed.text ?? '';
  expect(text).toContain('Type\u00a0: Candidature\n');
  expect(text).toContain('Formation souhaitée\u00a0: Titre professionnel Conseiller de vente');
  const links = [...text.matchAll(/^(http\S+)$/gm)].map((match) => match[1] ?? '');
  expect(links).toHaveLength(2);
  for (const link of links) {
    expect(link).toMatch(/\/storage\/v1\/object\/sign\/candidatures\/.+\?token=/);
    expect(link).not.toMatch(/\/object\/public\//);
  }
  const download = await fetch(links[0] ?? '');
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(cv));
  // The link dies with its token.
  await new Promise((resolve) => setTimeout(resolve, (CV_LINK_TTL_SECONDS + 1.5) * 1000));
  const late = await fetch(links[0] ?? '');
  expect(late.status).toBe(400);
  expect(await late.json()).toMatchObject({
    code: 'InvalidJWT',
    message: expect.stringMatching(/exp/),
  });
  expect((await notificationState('applications', id)).notified_at).toBeInstanceOf(Date);
});

test('hostile text arrives inert: no HTML part, no extra header or recipient', async () => {
  const before = stack.smtp.mails.length;
  const hostile = [
    '<script>alert(1)</script><img src=x onerror="alert(2)">',
    'Bcc: victime@exemple.fr',
    '\r\nContent-Type: text/html\r\n\r\n<h1>faux</h1>',
    '=?utf-8?b?PHNjcmlwdD4=?= %0d%0aCc: autre@exemple.fr',
  ].join('\n');
  const request = validContactRequest('contact', {
    name: 'Zoé "Admin" d’Arc',
    subject: 'Objet =?utf-8?q?=0D=0ABcc:_x@exemple.fr?= %0d%0a',
    message: hostile,
  });
  await insertRequest(request);
  await stack.smtp.waitFor(before + 1);
  const [mail] = (await newMails(before)) as [ReceivedMail];
  expect(mail.envelope.to).toEqual([STAFF_EMAIL]);
  expect(mail.parsed.bcc).toBeUndefined();
  expect(mail.parsed.cc).toBeUndefined();
  expect(mail.parsed.html).toBe(false);
  expect(mail.parsed.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
  expect(mail.parsed.subject).toBe(
    'Message de contact\u00a0: Zoé "Admin" d’Arc — Objet =?utf-8?q?=0D=0ABcc:_x@exemple.fr?= %0d%0a',
  );
  expect(mail.parsed.text).toContain('<script>alert(1)</script><img src=x onerror="alert(2)">');
  expect(mail.parsed.text).toContain('Bcc: victime@exemple.fr');
  expect(mail.parsed.text).toContain('<h1>faux</h1>');
  // The only headers are the ones the function sets.
  const headerNames = [...mail.parsed.headers.keys()].sort();
  expect(headerNames).not.toContain('bcc');
  expect(headerNames).not.toContain('cc');
});

test('an SMTP failure keeps the request; the scheduled retry sends it exactly once', async () => {
  const before = stack.smtp.mails.length;
  stack.smtp.refuseNext(1);
  const request = validContactRequest('contact', { message: 'Relance après panne du serveur.' });
  await insertRequest(request);
  await stack.net.drain();
  const webhook = stack.net.responses.at(-1);
  expect(webhook?.status).toBe(502);
  expect(stack.smtp.mails.length).toBe(before);
  const failed = await notificationState('contact_requests', request.id);
  expect(failed.notified_at).toBeNull();
  expect(failed.notification_attempts).toBe(1);
  expect(failed.notification_claimed_until).toBeNull();
  expect(failed.notification_error).toMatch(/451/);

  await stack.runCronJob('notify-staff-retry');
  await stack.smtp.waitFor(before + 1);
  await stack.runCronJob('notify-staff-retry');
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.parsed.text).toContain('Relance après panne du serveur.');
  const sent = await notificationState('contact_requests', request.id);
  expect(sent.notified_at).toBeInstanceOf(Date);
  expect(sent.notification_attempts).toBe(2);
  expect(sent.notification_error).toBeNull();
});

test('a call without the shared secret is refused and claims nothing', async () => {
  const before = stack.smtp.mails.length;
  const id = randomUUID();
  const answers = await Promise.all(
    [undefined, 'Bearer wrong', `Bearer ${stack.db.serviceKey}`].map((authorization) =>
      fetch(`${stack.functionsUrl}/notify-staff`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ table: 'contact_requests', id }),
      }).then((answer) => answer.status),
    ),
  );
  expect(answers).toEqual([401, 401, 401]);
  expect(await newMails(before)).toHaveLength(0);
});

test('the API roles cannot claim or finish notifications', async () => {
  for (const role of ['anon', 'authenticated'] as const) {
    const claim = await stack.db
      .client(role)
      .rpc('staff_claim_notifications' as never, {} as never);
    expect(claim.error?.code).toBe('42501');
  }
});

// The team space's events (supabase/migrations/20261127140100_team_notifications.sql): a learner's
// sign-up, a privacy request and a testimonial to moderate, one mail each, exactly once.

/** State of the notification of a row of the team space's sources. */
async function teamNotificationState(
  table: 'private.accounts' | 'public.privacy_requests' | 'public.testimonials',
  id: unknown,
) {
  const { rows } = await stack.db.sql.query(
    `select notified_at, notification_attempts, notification_error from ${table} where id::text = $1::text`,
    [id],
  );
  return rows[0];
}

test('a learner’s own sign-up is mailed once; an invited account and a team member are not', async () => {
  const before = stack.smtp.mails.length;
  const email = `nouvel.apprenant.${randomUUID().slice(0, 8)}@exemple.fr`;
  const { data, error } = await stack.db
    .visitorClient()
    .auth.signUp({ email, password: 'Un-mot-de-passe-2026!' });
  expect(error).toBeNull();
  const learnerId = data.user?.id;
  await stack.smtp.waitFor(before + 1);
  // An invitation (staff created it) and a team member: nothing to announce.
  for (const [appMetadata, invited] of [
    [{ provider: 'email', role: 'staff' }, false],
    [{ provider: 'email' }, true],
  ] as const) {
    const id = randomUUID();
    // One transaction, as Auth's invitation is one insert: the webhook is queued at its commit.
    await stack.db.sql.query('begin');
    await stack.db.sql.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, '{}', now())`,
      [id, `equipe.${id.slice(0, 8)}@exemple.fr`, appMetadata],
    );
    // Auth sets invited_at, which the local auth.users may not have yet: the mirror's flag stands in.
    if (invited)
      await stack.db.sql.query('update private.accounts set invited = true where id = $1', [id]);
    await stack.db.sql.query('commit');
  }
  await stack.runCronJob('notify-staff-retry');
  await stack.net.drain();
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails as [ReceivedMail];
  expect(mail.parsed.subject).toBe(`Nouveau compte apprenant\u00a0: ${email}`);
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
  expect(mail.parsed.text).toContain('Type\u00a0: Nouveau compte apprenant\n');
  expect(mail.parsed.text).toContain('Adresse confirmée\u00a0: pas encore');
  expect(mail.parsed.text).toContain(String(learnerId));
  expect(mail.parsed.html).toBe(false);
  expect(await teamNotificationState('private.accounts', learnerId)).toMatchObject({
    notification_attempts: 1,
    notification_error: null,
  });
});

test('a privacy request is mailed once with the learner, the kind and the legal due date', async () => {
  const before = stack.smtp.mails.length;
  const learner = randomUUID();
  const email = `rgpd.${learner.slice(0, 8)}@exemple.fr`;
  await stack.db.sql.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, '{}', '{}', now())`,
    [learner, email],
  );
  await stack.db.sql.query('insert into public.learner_profiles (id, full_name) values ($1, $2)', [
    learner,
    'Zoé d’Arc',
  ]);
  await stack.net.drain();
  const afterAccount = stack.smtp.mails.length;
  const { rows } = await stack.db.sql.query<{ id: string }>(
    "insert into public.privacy_requests (learner_id, kind) values ($1, 'deletion') returning id",
    [learner],
  );
  await stack.smtp.waitFor(afterAccount + 1);
  await stack.runCronJob('notify-staff-retry');
  const mails = (await newMails(before)).filter((mail) =>
    mail.parsed.subject?.startsWith('Demande RGPD'),
  );
  expect(mails).toHaveLength(1);
  const [mail] = mails as [ReceivedMail];
  expect(mail.parsed.subject).toBe('Demande RGPD\u00a0: suppression de son compte — Zoé d’Arc');
  // One month after the request, as a Paris date.
  const { rows: dueOn } = await stack.db.sql.query<{ due: string }>(
    "select to_char(((created_at at time zone 'Europe/Paris') + interval '1 month')::date, 'YYYY-MM-DD') as due from public.privacy_requests where id = $1",
    [rows[0]!.id],
  );
  const due = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${dueOn[0]!.due}T00:00:00Z`),
  );
  expect(mail.parsed.text).toContain(
    `À traiter au plus tard le\u00a0: ${due} (un mois, RGPD art.\u00a012)`,
  );
  expect(mail.parsed.text).toContain(`E-mail\u00a0: ${email}`);
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
  expect(await teamNotificationState('public.privacy_requests', rows[0]!.id)).toMatchObject({
    notification_attempts: 1,
  });
});

test('a testimonial to moderate is mailed once, its text inert, with no reply address; an SMTP failure is retried once', async () => {
  const before = stack.smtp.mails.length;
  stack.smtp.refuseNext(1);
  const proposal = validTestimonial({
    text: 'Très bien <script>alert(1)</script>\nBcc: victime@exemple.fr',
  });
  const { error } = await stack.db.client('anon').from('testimonials').insert(proposal);
  expect(error).toBeNull();
  await stack.net.drain();
  expect(stack.net.responses.at(-1)?.status).toBe(502);
  const { rows } = await stack.db.sql.query<{ id: string }>(
    'select id from public.testimonials where name = $1',
    [proposal.name],
  );
  expect(await teamNotificationState('public.testimonials', rows[0]!.id)).toMatchObject({
    notified_at: null,
    notification_attempts: 1,
    notification_error: expect.stringMatching(/451/),
  });

  await stack.runCronJob('notify-staff-retry');
  await stack.smtp.waitFor(before + 1);
  await stack.runCronJob('notify-staff-retry');
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails as [ReceivedMail];
  expect(mail.parsed.subject).toBe(
    `Témoignage à modérer\u00a0: ${proposal.name} — ${proposal.formation}`,
  );
  expect(mail.parsed.replyTo).toBeUndefined();
  expect(mail.parsed.bcc).toBeUndefined();
  expect(mail.parsed.html).toBe(false);
  expect(mail.parsed.text).toContain(
    'Très bien <script>alert(1)</script>\nBcc: victime@exemple.fr',
  );
  expect(mail.parsed.text).toContain('Note\u00a0: 5/5');
  expect(mail.parsed.text).toMatch(
    /À publier ou refuser avant le\u00a0: .+ \(7 jours, heure de Paris\)/,
  );
  expect(await teamNotificationState('public.testimonials', rows[0]!.id)).toMatchObject({
    notification_attempts: 2,
    notification_error: null,
  });
});

test('a testimonial moderated before its mail went out is not announced', async () => {
  const before = stack.smtp.mails.length;
  stack.smtp.refuseNext(1);
  const proposal = validTestimonial();
  await stack.db.client('anon').from('testimonials').insert(proposal);
  await stack.net.drain();
  await stack.db.sql.query('update public.testimonials set validated = true where name = $1', [
    proposal.name,
  ]);
  await stack.runCronJob('notify-staff-retry');
  await stack.net.drain();
  expect(await newMails(before)).toHaveLength(0);
});
