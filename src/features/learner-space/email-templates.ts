// Never ships to browsers: the HTML of the e-mails Supabase Auth sends (supabase/templates/<kind>.html),
// with Auth's Go-template variables ({{ .SiteURL }}, {{ .TokenHash }}, {{ .Token }}) left for Auth to
// fill. Plain paragraphs, no image, the link written out: read as text, it still says everything.
// `npm run email-templates` writes the files; tests/unit/features/learner-space/email-templates.test.ts
// fails when they differ. Relative imports with their extension: the script runs under plain Node.
import { GENERAL_CONTACT, HEAD_OFFICE_LINE, ORGANISATION } from '../../config/organisation.ts';
import { EMAIL_COMMON, EMAIL_TEXTS, type EmailKind } from './messages-email.ts';
import { lifetimeText } from './link-lifetime.ts';
import { LEARNER_ROUTES } from './settings.ts';

/** Every kind, in supabase/config.toml's order. */
export const EMAIL_KINDS = Object.keys(EMAIL_TEXTS) as EmailKind[];

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The page a link opens, as Auth writes it: the site's URL, then the verification page with its type. */
function pageUrl(type: string, withTokenHash: boolean): string {
  const query = `type=${type}${withTokenHash ? '&amp;token_hash={{ .TokenHash }}' : ''}`;
  return `{{ .SiteURL }}${LEARNER_ROUTES.verification}?${query}`;
}

/** The template file of one kind of e-mail, as Auth's html/template reads it. */
export function renderEmailTemplate(kind: EmailKind): string {
  const text = EMAIL_TEXTS[kind];
  const lifetime = lifetimeText();
  const paragraphs: string[] = [EMAIL_COMMON.greeting, ...text.intro.map(escapeHtml)];
  if (text.linkType) {
    const link = pageUrl(text.linkType, true);
    paragraphs.push(
      `<a href="${link}"><strong>${escapeHtml(text.action ?? '')}</strong></a>`,
      `${escapeHtml(EMAIL_COMMON.linkFallback)}<br>\n${link}`,
      `${escapeHtml(EMAIL_COMMON.codeIntro)} ${pageUrl(text.linkType, false)}\u00a0: <strong>{{ .Token }}</strong>`,
      escapeHtml(EMAIL_COMMON.lifetime.replace('{lifetime}', lifetime)),
    );
  } else {
    paragraphs.push(
      `${escapeHtml(EMAIL_COMMON.codeLead)} <strong>{{ .Token }}</strong>`,
      escapeHtml(EMAIL_COMMON.codeLifetime.replace('{lifetime}', lifetime)),
    );
  }
  paragraphs.push(
    escapeHtml(text.notYou),
    `${escapeHtml(EMAIL_COMMON.contactLead)} ${GENERAL_CONTACT.email} ${EMAIL_COMMON.orCall} ${GENERAL_CONTACT.phone.display}.`,
    `${escapeHtml(EMAIL_COMMON.signature)} ${escapeHtml(ORGANISATION.legalName)}<br>\n${escapeHtml(HEAD_OFFICE_LINE)}`,
  );
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><title>' + escapeHtml(text.subject) + '</title></head>',
    '<body>',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
