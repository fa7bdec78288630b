// Never ships to browsers: the HTML of the e-mails Supabase Auth sends (supabase/templates/<kind>.html),
// with Auth's Go-template variables ({{ .SiteURL }}, {{ .TokenHash }}, {{ .Token }}) left for Auth to
// fill. Plain paragraphs, no image, the link written out: read as text, it still says everything.
// The invitation serves learners and team members: it branches on the invite's data ({{ .Data }}, the
// user_metadata `npm run team:invite` passes), in its subject and its text.
// `npm run email-templates` writes the files; tests/unit/features/learner-space/email-templates.test.ts
// fails when they differ. Relative imports with their extension: the script runs under plain Node.
import { GENERAL_CONTACT, HEAD_OFFICE_LINE, ORGANISATION } from '../../config/organisation.ts';
import {
  EMAIL_COMMON,
  EMAIL_TEXTS,
  TEAM_INVITE_TEXT,
  type EmailKind,
  type EmailText,
} from './messages-email.ts';
import { lifetimeText } from './link-lifetime.ts';
import { LEARNER_ROUTES } from './settings.ts';

/** Every kind, in supabase/config.toml's order. */
export const EMAIL_KINDS = Object.keys(EMAIL_TEXTS) as EmailKind[];

/** The page of the team space where an invited member accepts (built with the team space's pages). */
export const TEAM_INVITATION_PATH = '/espace-formateur/invitation/';

/** The data (user_metadata) of a team member's invitation: the invite template branches on it. */
export const TEAM_INVITE_DATA = { invited_as: 'team' } as const;

/** Go-template condition true for a team member's invitation, false for a learner's (no such key). */
const TEAM_CONDITION = `{{ if eq .Data.invited_as "${TEAM_INVITE_DATA.invited_as}" }}`;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The page a link opens, as Auth writes it: the site's URL, then the page with its type. */
function pageUrl(path: string, type: string, withTokenHash: boolean): string {
  const query = `type=${type}${withTokenHash ? '&amp;token_hash={{ .TokenHash }}' : ''}`;
  return `{{ .SiteURL }}${path}?${query}`;
}

/** The paragraphs proper to one text: intro, then the link and the code (or the code alone), then why to ignore it. */
function ownParagraphs(text: EmailText, path: string): string[] {
  const lifetime = lifetimeText();
  const paragraphs = text.intro.map(escapeHtml);
  if (text.linkType) {
    const link = pageUrl(path, text.linkType, true);
    paragraphs.push(
      `<a href="${link}"><strong>${escapeHtml(text.action ?? '')}</strong></a>`,
      `${escapeHtml(EMAIL_COMMON.linkFallback)}<br>\n${link}`,
      `${escapeHtml(EMAIL_COMMON.codeIntro)} ${pageUrl(path, text.linkType, false)}\u00a0: <strong>{{ .Token }}</strong>`,
      escapeHtml(EMAIL_COMMON.lifetime.replace('{lifetime}', lifetime)),
    );
  } else {
    paragraphs.push(
      `${escapeHtml(EMAIL_COMMON.codeLead)} <strong>{{ .Token }}</strong>`,
      escapeHtml(EMAIL_COMMON.codeLifetime.replace('{lifetime}', lifetime)),
    );
  }
  paragraphs.push(escapeHtml(text.notYou));
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`);
}

/** A branch on the invite's data: the team's text, else the learner's. */
function teamOrLearner(team: string, learner: string): string {
  return `${TEAM_CONDITION}${team}{{ else }}${learner}{{ end }}`;
}

/** The subject config.toml gives Auth, which runs it as a template too (templatemailer, v2.196.0). */
export function renderEmailSubject(kind: EmailKind): string {
  const subject = EMAIL_TEXTS[kind].subject;
  return kind === 'invite' ? teamOrLearner(TEAM_INVITE_TEXT.subject, subject) : subject;
}

/** The template file of one kind of e-mail, as Auth's html/template reads it. */
export function renderEmailTemplate(kind: EmailKind): string {
  const text = EMAIL_TEXTS[kind];
  const own = ownParagraphs(text, LEARNER_ROUTES.verification);
  const body =
    kind === 'invite'
      ? [
          TEAM_CONDITION,
          ...ownParagraphs(TEAM_INVITE_TEXT, TEAM_INVITATION_PATH),
          '{{ else }}',
          ...own,
          '{{ end }}',
        ]
      : own;
  const title = kind === 'invite' ? renderEmailSubject(kind) : escapeHtml(text.subject);
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><title>' + title + '</title></head>',
    '<body>',
    `<p>${EMAIL_COMMON.greeting}</p>`,
    ...body,
    `<p>${escapeHtml(EMAIL_COMMON.contactLead)} ${GENERAL_CONTACT.email} ${EMAIL_COMMON.orCall} ${GENERAL_CONTACT.phone.display}.</p>`,
    `<p>${escapeHtml(EMAIL_COMMON.signature)} ${escapeHtml(ORGANISATION.legalName)}<br>\n${escapeHtml(HEAD_OFFICE_LINE)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
