// The staff e-mail of supabase/functions/notify-staff/mail.ts, with values the database would refuse
// (line breaks in a name or a subject): whatever reaches the function, a visitor's text never becomes
// a header. Built by nodemailer exactly as the function sends it, then parsed by a mail client.
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { expect, test } from 'vitest';
import { oneLine, staffMail } from '../../supabase/functions/notify-staff/mail';

const hostileRow = {
  id: '6f1c2c1e-0f5e-4f7a-9c55-2b8e4c1d9a10',
  kind: 'contact',
  email: 'lucas.petit@exemple.fr',
  name: 'Lucas\r\nBcc: victime@exemple.fr',
  subject: 'Question\nCc: autre@exemple.fr\r\n\r\n<b>corps</b>',
  message: 'Bonjour\r\nTo: pirate@exemple.fr\n<script>alert(1)</script>',
  created_at: '2026-11-23T09:15:00Z',
};

async function send(mail: ReturnType<typeof staffMail>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'Site <site@horizon-competences.example>',
    to: 'equipe@horizon-competences.example',
    ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
    subject: mail.subject,
    text: mail.text,
  });
  return simpleParser(info.message as Buffer);
}

test('line breaks in a name or subject stay inside the Subject header', async () => {
  const mail = staffMail('contact_requests', hostileRow);
  expect(mail.subject).toBe(
    'Message de contact\u00a0: Lucas Bcc: victime@exemple.fr — Question Cc: autre@exemple.fr <b>corps</b>',
  );
  const parsed = await send(mail);
  expect(parsed.subject).toBe(mail.subject);
  expect(parsed.bcc).toBeUndefined();
  expect(parsed.cc).toBeUndefined();
  expect(parsed.to).toMatchObject({ value: [{ address: 'equipe@horizon-competences.example' }] });
  expect(parsed.html).toBe(false);
  expect(parsed.text).toContain('Nom\u00a0: Lucas Bcc: victime@exemple.fr');
  expect(parsed.text).toContain('Bonjour\nTo: pirate@exemple.fr\n<script>alert(1)</script>');
});

test('the kind is named and the date is French, in Paris time', () => {
  const { text } = staffMail('contact_requests', hostileRow);
  expect(text).toContain('Type\u00a0: Message de contact\n');
  expect(text).toContain('Date de réception\u00a0: 23 novembre 2026 à 10:15 (heure de Paris)');
});

test('oneLine removes controls, bidi overrides and invisible characters, and shortens', () => {
  expect(oneLine('a\u202eb\u200bc\u0000d\te')).toBe('a b c d e');
  expect(oneLine('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
});

test('a registration shows the training’s title, and a stored code only when the row predates it', () => {
  const row = {
    id: '0b8f2f4e-8d59-4e07-9a0e-1f3c8f1b2a11',
    kind: 'inscription',
    email: 'jean@exemple.fr',
    prenom: 'Jean',
    nom: 'Martin',
    formation: 'CV',
    created_at: '2026-11-23T09:15:00Z',
  };
  const titled = staffMail('contact_requests', {
    ...row,
    training_title: 'Titre professionnel Conseiller de vente',
  });
  expect(titled.subject).toBe(
    'Demande d’inscription\u00a0: Jean Martin — Titre professionnel Conseiller de vente',
  );
  expect(titled.text).toContain('Formation\u00a0: Titre professionnel Conseiller de vente (CV)\n');
  expect(staffMail('contact_requests', row).subject).not.toContain('formation CV');
});

test('positioning answers: a question stays on its line, an answer stays in the body, indented', async () => {
  const mail = staffMail(
    'contact_requests',
    {
      ...hostileRow,
      kind: 'inscription',
      prenom: 'Jean',
      nom: 'Martin',
      formation: 'EC',
      training_title: 'Titre professionnel Employé commercial',
      session_key: 'ec-2030-02-04-distanciel',
      positioning: [
        { question: 'Niveau ?\nBcc: victime@exemple.fr', answer: 'Bon\r\nTo: pirate@exemple.fr' },
      ],
    },
    {},
    { starts_on: '2030-02-04', ends_on: '2030-06-28', format: 'Distanciel', venue: 'À distance' },
  );
  expect(mail.text).toContain(
    'Session\u00a0: du 4 février 2030 au 28 juin 2030 — Distanciel — À distance\n',
  );
  expect(mail.text).toContain(
    '— Niveau ? Bcc: victime@exemple.fr\n  Bon\n  To: pirate@exemple.fr\n',
  );
  const parsed = await send(mail);
  expect(parsed.bcc).toBeUndefined();
  expect(parsed.to).toMatchObject({ value: [{ address: 'equipe@horizon-competences.example' }] });
  expect(parsed.text).toContain('  To: pirate@exemple.fr');
});
