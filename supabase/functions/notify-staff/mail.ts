// The staff e-mail for one stored row, as plain text (never HTML: visitor text is data, not markup).
// Pure, no Deno or npm import: the function sends what this returns, and tests/unit reads it directly.

/** The tables whose new rows are e-mailed to the staff. */
export type NotifiedTable = 'contact_requests' | 'applications';

/** A short-lived signed link to a stored PDF. */
export interface FileLink {
  url: string;
  expiresAt: Date;
}

export interface StaffMail {
  subject: string;
  text: string;
  /** The visitor's address, so that "Reply" answers them (already validated by the database). */
  replyTo: string;
}

const KINDS: Record<string, string> = {
  inscription: 'Demande d’inscription',
  entreprise: 'Demande d’entreprise',
  contact: 'Message de contact',
  applications: 'Candidature',
};

const SITUATIONS: Record<string, string> = {
  demandeur: 'Demandeur d’emploi',
  salarie: 'Salarié',
  etudiant: 'Étudiant',
  autre: 'Autre',
};

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A value fit for one line (subject, labelled field): line breaks, other control characters and
 * bidi or invisible characters become spaces, so nothing a visitor typed can start a new header.
 */
export function oneLine(value: unknown, max = 200): string {
  const text = String(value ?? '')
    .replace(
      /[\p{Cc}\p{Zl}\p{Zp}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu,
      ' ',
    )
    .replace(/\s{2,}/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A free text kept as the visitor wrote it, with line breaks normalised and no other control character. */
function block(value: unknown): string {
  return String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, (char) =>
      char === '\n' || char === '\t' ? char : ' ',
    )
    .trim();
}

function field(label: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `${label}\u00a0: ${oneLine(value, 300)}`;
}

function linkLines(label: string, link: FileLink | undefined): string[] {
  if (!link) return [`${label}\u00a0: aucun fichier`];
  return [
    `${label} (lien valable jusqu’au ${dateTime.format(link.expiresAt)}, heure de Paris)\u00a0:`,
    link.url,
  ];
}

/** Who wrote, as staff read it in the subject: the person's name, or the company and its contact. */
function author(table: NotifiedTable, row: Record<string, unknown>): string {
  if (table === 'applications') return `${row.first_name} ${row.last_name}`;
  if (row.kind === 'inscription') return `${row.prenom} ${row.nom}`;
  if (row.kind === 'entreprise') return `${row.entreprise} (${row.contact})`;
  return String(row.name ?? '');
}

export function staffMail(
  table: NotifiedTable,
  row: Record<string, unknown>,
  links: { cv?: FileLink; letter?: FileLink } = {},
): StaffMail {
  const kind = KINDS[table === 'applications' ? 'applications' : String(row.kind)] ?? 'Demande';
  const topic =
    table === 'applications'
      ? row.formation_souhaitee
      : row.kind === 'inscription'
        ? `formation ${row.formation}`
        : row.kind === 'contact'
          ? row.subject
          : null;
  const subject = oneLine(
    [`${kind}\u00a0: ${oneLine(author(table, row), 120)}`, topic ? oneLine(topic, 120) : null]
      .filter(Boolean)
      .join(' — '),
    250,
  );

  const header = [
    `Type\u00a0: ${kind}`,
    `Date de réception\u00a0: ${dateTime.format(new Date(String(row.created_at)))} (heure de Paris)`,
    '',
  ];
  let details: Array<string | null>;
  let freeText: [string, unknown] | null;
  if (table === 'applications') {
    details = [
      field('Formation souhaitée', row.formation_souhaitee),
      field('Prénom', row.first_name),
      field('Nom', row.last_name),
      field('E-mail', row.email),
      field('Téléphone', row.phone),
      '',
      ...linkLines('CV', links.cv),
      ...linkLines('Lettre de motivation', links.letter),
      'Pour un nouveau lien après expiration\u00a0: Storage → candidatures → le dossier de l’identifiant ci-dessous.',
    ];
    freeText = ['Motivation', row.motivation];
  } else if (row.kind === 'inscription') {
    details = [
      field('Formation (code)', row.formation),
      field('Modalité', row.modalite),
      field('Situation', SITUATIONS[String(row.situation)] ?? row.situation),
      field('Prénom', row.prenom),
      field('Nom', row.nom),
      field(
        'Date de naissance',
        row.date_naissance ? date.format(new Date(String(row.date_naissance))) : null,
      ),
      field('Adresse', row.adresse),
      field('E-mail', row.email),
      field('Téléphone', row.telephone),
    ];
    freeText = ['Commentaires', row.commentaires];
  } else if (row.kind === 'entreprise') {
    details = [
      field('Entreprise', row.entreprise),
      field('Contact', row.contact),
      field('E-mail', row.email),
      field('Téléphone', row.telephone),
    ];
    freeText = ['Message', row.message];
  } else {
    details = [
      field('Nom', row.name),
      field('E-mail', row.email),
      field('Objet', row.subject),
      field('Téléphone', row.telephone),
    ];
    freeText = ['Message', row.message];
  }
  const free = freeText && block(freeText[1]);
  const text = [
    ...header,
    ...details.filter((line): line is string => line !== null),
    ...(free ? ['', `${freeText?.[0]}\u00a0:`, free] : []),
    '',
    '—',
    `Identifiant\u00a0: ${oneLine(row.id)} (table ${table} dans le tableau de bord Supabase).`,
    'Répondre à ce message écrit directement à la personne.',
    '',
  ].join('\n');
  return { subject, text, replyTo: oneLine(row.email, 254) };
}
