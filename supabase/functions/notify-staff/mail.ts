// The staff e-mail for one stored row, as plain text (never HTML: visitor text is data, not markup).
// Pure, no Deno or npm import: the function sends what this returns, and tests/unit reads it directly.

/** The tables whose new rows are e-mailed to the staff (`accounts`: the learners' own sign-ups). */
export type NotifiedTable =
  'contact_requests' | 'applications' | 'accounts' | 'privacy_requests' | 'testimonials';

/** A short-lived signed link to a stored PDF. */
export interface FileLink {
  url: string;
  expiresAt: Date;
}

export interface StaffMail {
  subject: string;
  text: string;
  /** The person's address, so that "Reply" answers them; none for a testimonial (no address asked). */
  replyTo?: string;
}

const KINDS: Record<string, string> = {
  inscription: 'Demande d’inscription',
  devis: 'Demande de devis',
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
  if (row.kind === 'entreprise' || row.kind === 'devis')
    return `${row.entreprise} (${row.contact})`;
  return String(row.name ?? '');
}

const PRIVACY_KINDS: Record<string, string> = {
  export: 'copie de ses données',
  deletion: 'suppression de son compte',
};

/** Where staff act on the new row: the team's space on the site. */
const TEAM_SPACE = 'Espace de l’équipe (/espace-formateur/)';

const footer = (row: Record<string, unknown>, table: NotifiedTable, where: string) => [
  '',
  '—',
  `Identifiant\u00a0: ${oneLine(row.id)} (table ${table}).`,
  where,
  '',
];

/** The mails of the team space's events: a learner's sign-up, a privacy request, a testimonial. */
function teamMail(table: NotifiedTable, row: Record<string, unknown>): StaffMail {
  const received = `${dateTime.format(new Date(String(row.created_at)))} (heure de Paris)`;
  if (table === 'accounts') {
    const email = oneLine(row.email, 254);
    return {
      subject: oneLine(`Nouveau compte apprenant\u00a0: ${email}`, 250),
      text: [
        'Type\u00a0: Nouveau compte apprenant',
        `Date d’inscription\u00a0: ${received}`,
        '',
        `E-mail\u00a0: ${email}`,
        `Adresse confirmée\u00a0: ${row.email_confirmed_at ? 'oui' : 'pas encore'}`,
        '',
        'À faire\u00a0: associer ce compte à sa formation (le tableau de bord de l’apprenant l’annonce).',
        ...footer(row, table, `À traiter dans l’${TEAM_SPACE}, rubrique des nouveaux comptes.`),
      ].join('\n'),
      replyTo: email,
    };
  }
  if (table === 'privacy_requests') {
    const email = oneLine(row.email, 254);
    const who = oneLine(row.full_name || email, 120);
    const kind = PRIVACY_KINDS[String(row.kind)] ?? oneLine(row.kind);
    return {
      subject: oneLine(`Demande RGPD\u00a0: ${kind} — ${who}`, 250),
      text: [
        'Type\u00a0: Demande RGPD d’un apprenant',
        `Date de réception\u00a0: ${received}`,
        '',
        `Demande\u00a0: ${kind}`,
        ...[field('Nom', row.full_name), field('E-mail', email)].filter(
          (line): line is string => line !== null,
        ),
        `À traiter au plus tard le\u00a0: ${date.format(new Date(String(row.due_on)))} (un mois, RGPD art.\u00a012)`,
        ...footer(row, table, `À traiter dans l’${TEAM_SPACE}, rubrique des demandes RGPD.`),
      ].join('\n'),
      replyTo: email || undefined,
    };
  }
  const due = new Date(Date.parse(String(row.created_at)) + 7 * 24 * 60 * 60 * 1000);
  const name = oneLine(row.name, 120);
  const free = block(row.text);
  return {
    subject: oneLine(`Témoignage à modérer\u00a0: ${name} — ${oneLine(row.formation, 120)}`, 250),
    text: [
      'Type\u00a0: Témoignage à modérer',
      `Date de réception\u00a0: ${received}`,
      `À publier ou refuser avant le\u00a0: ${dateTime.format(due)} (7 jours, heure de Paris)`,
      '',
      ...[
        field('Nom', row.name),
        field('Formation', row.formation),
        field('Année de fin de formation', row.experience_year),
        field('Note', row.rating === null || row.rating === undefined ? null : `${row.rating}/5`),
      ].filter((line): line is string => line !== null),
      ...(free ? ['', 'Témoignage\u00a0:', free] : []),
      ...footer(row, table, `À modérer dans l’${TEAM_SPACE}, rubrique Démarche qualité.`),
    ].join('\n'),
  };
}

/** The session a registration names, as the function reads it from public.training_sessions. */
export interface MailSession {
  starts_on: string;
  ends_on: string;
  format: string;
  venue: string;
}

const QUOTE_FORMATS: Record<string, string> = {
  inter: 'Inter-entreprises',
  intra: 'Intra-entreprise (dans l’entreprise)',
  distanciel: 'À distance',
};

/** The training's full title, copied from the catalogue by the database; the code for an older row. */
function trainingTitle(row: Record<string, unknown>): string {
  return oneLine(row.training_title || row.formation, 200);
}

/** « Formation : <full title> (<code>) ». */
const trainingField = (row: Record<string, unknown>) =>
  field('Formation', `${trainingTitle(row)} (${oneLine(row.formation)})`);

/** Who asks for a company: its name, the contact person and how to reach them. */
const companyFields = (row: Record<string, unknown>) => [
  field('Entreprise', row.entreprise),
  field('Contact', row.contact),
  field('E-mail', row.email),
  field('Téléphone', row.telephone),
];

/** « du 14 janvier 2030 au 12 juillet 2030 — Présentiel — Lyon 3e », or the call-back choice. */
function sessionLine(row: Record<string, unknown>, session?: MailSession | null): string {
  if (!row.session_key) return 'à recontacter pour une prochaine session';
  if (!session) return oneLine(row.session_key);
  const day = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  return `du ${day(session.starts_on)} au ${day(session.ends_on)} — ${oneLine(session.format)} — ${oneLine(session.venue)}`;
}

/** The positioning answers, each question as asked and its answer indented below it. */
function positioningLines(value: unknown): string[] {
  if (!Array.isArray(value) || !value.length) return [];
  return [
    '',
    'Questionnaire de positionnement\u00a0:',
    ...value.flatMap((item: { question?: unknown; answer?: unknown }) => [
      `— ${oneLine(item?.question, 300)}`,
      ...block(item?.answer)
        .split('\n')
        .map((line) => `  ${line}`),
    ]),
  ];
}

export function staffMail(
  table: NotifiedTable,
  row: Record<string, unknown>,
  links: { cv?: FileLink; letter?: FileLink } = {},
  session?: MailSession | null,
): StaffMail {
  if (table === 'accounts' || table === 'privacy_requests' || table === 'testimonials')
    return teamMail(table, row);
  const waiting = row.kind === 'inscription' && row.waiting_list === true;
  const kind =
    (waiting ? 'Liste d’attente — ' : '') +
    (KINDS[table === 'applications' ? 'applications' : String(row.kind)] ?? 'Demande');
  const topic =
    table === 'applications'
      ? row.formation_souhaitee
      : row.kind === 'inscription' || row.kind === 'devis'
        ? trainingTitle(row)
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
      trainingField(row),
      field('Session', sessionLine(row, session)),
      ...(waiting
        ? [
            'Liste d’attente\u00a0: oui — la session était complète à l’envoi (aucune place promise)',
          ]
        : []),
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
  } else if (row.kind === 'devis') {
    details = [
      trainingField(row),
      ...companyFields(row),
      field('Nombre de stagiaires', row.trainees),
      field('Période souhaitée', row.preferred_period),
      field('Format', QUOTE_FORMATS[String(row.quote_format)] ?? row.quote_format),
      field('Lieu', row.place),
      field('OPCO', row.opco),
      field(
        'SIRET',
        typeof row.siret === 'string'
          ? row.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
          : null,
      ),
    ];
    freeText = ['Message', row.message];
  } else if (row.kind === 'entreprise') {
    details = companyFields(row);
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
    ...positioningLines(row.positioning),
    '',
    '—',
    `Identifiant\u00a0: ${oneLine(row.id)} (table ${table} dans le tableau de bord Supabase).`,
    'Répondre à ce message écrit directement à la personne.',
    '',
  ].join('\n');
  return { subject, text, replyTo: oneLine(row.email, 254) };
}
