// The learner's reminder e-mail for one questionnaire, as plain text and HTML. Pure, no Deno or npm
// import. The link is the learner space's questionnaires page, without any token: a link scanner that
// opens it spends nothing, and the learner signs in as usual. Values are escaped in the HTML part.

export type Questionnaire = 'fin-de-formation' | 'suivi-6-mois';

export interface Reminder {
  questionnaire: Questionnaire;
  /** 0 when the questionnaire opens, 1 and 2 the reminders after 7 and 14 days. */
  reminder: number;
  full_name: string | null;
  training_title: string;
  /** YYYY-MM-DD */
  session_ends_on: string;
  /** YYYY-MM-DD: the last day an answer is accepted. */
  closes_on: string;
}

export interface LearnerMail {
  subject: string;
  text: string;
  html: string;
}

/** The learner space's page that lists the learner's questionnaires. */
export const QUESTIONNAIRES_PATH = '/espace-apprenant/questionnaires/';

const NBSP = '\u00a0';
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const frenchDate = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function reminderMail(reminder: Reminder, siteUrl: string): LearnerMail {
  const link = new URL(QUESTIONNAIRES_PATH, siteUrl).href;
  const title = reminder.training_title;
  const endOfTraining = reminder.questionnaire === 'fin-de-formation';
  const subject =
    (reminder.reminder > 0 ? `Rappel${NBSP}: ` : '') +
    (endOfTraining
      ? `votre avis sur la formation «${NBSP}${title}${NBSP}»`
      : `six mois après la formation «${NBSP}${title}${NBSP}», où en êtes-vous${NBSP}?`);
  const paragraphs = [
    reminder.full_name ? `Bonjour ${reminder.full_name},` : 'Bonjour,',
    endOfTraining
      ? `Votre formation «${NBSP}${title}${NBSP}» s’est terminée le ${frenchDate(reminder.session_ends_on)}. Votre avis nous aide à l’améliorer${NBSP}: le questionnaire de fin de formation vous attend dans votre espace apprenant.`
      : `Votre formation «${NBSP}${title}${NBSP}» s’est terminée le ${frenchDate(reminder.session_ends_on)}. Six mois après, dites-nous où vous en êtes (emploi, lien avec la formation, certification) dans le questionnaire de suivi de votre espace apprenant.`,
    `Le questionnaire est ouvert jusqu’au ${frenchDate(reminder.closes_on)} inclus. Connectez-vous à votre espace apprenant avec votre adresse e-mail et votre mot de passe habituels, puis répondez en quelques minutes.`,
    'Les résultats sont publiés sur notre site par formation et par année, sans nom, et seulement à partir de 5 répondants.',
    reminder.reminder < 2
      ? 'Vous recevrez au plus deux rappels, et aucun dès que vous aurez répondu.'
      : 'C’est notre dernier rappel.',
  ];
  const signature = 'L’équipe Horizon Compétences';
  const text = [
    paragraphs[0],
    paragraphs[1],
    `Répondre au questionnaire${NBSP}: ${link}`,
    ...paragraphs.slice(2),
    signature,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><title>' +
      escapeHtml(subject) +
      '</title></head><body>',
    ...paragraphs.slice(0, 2).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">Répondre au questionnaire</a></p>`,
    ...paragraphs.slice(2).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}
