// The e-mails of supabase/templates/ are written from the learner space's messages and the
// organisation's identity (src/features/learner-space/email-templates.ts); TOML and HTML cannot
// import them, so this test holds the copies equal: run `npm run email-templates` when it fails.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, test } from 'vitest';
import { EMAIL_KINDS, renderEmailTemplate } from '~/features/learner-space/email-templates';
import { lifetimeText } from '~/features/learner-space/link-lifetime';
import { EMAIL_TEXTS } from '~/features/learner-space/messages-email';
import { LINK_LIFETIME_SECONDS } from '~/features/learner-space/settings';
import { GENERAL_CONTACT, ORGANISATION } from '~/config/organisation';

const root = new URL('../../../../', import.meta.url);
const config = parse(readFileSync(new URL('supabase/config.toml', root), 'utf8')) as {
  auth: {
    email: {
      otp_expiry: number;
      template: Record<string, { subject: string; content_path: string }>;
      smtp: { sender_name: string };
    };
  };
};

describe('supabase/templates/', () => {
  test.each(EMAIL_KINDS)('%s.html is what the messages and the identity write', (kind) => {
    const file = readFileSync(new URL(`supabase/templates/${kind}.html`, root), 'utf8');
    expect(file).toBe(renderEmailTemplate(kind));
  });

  test.each(EMAIL_KINDS)('config.toml points at %s.html with the same subject', (kind) => {
    expect(config.auth.email.template[kind]).toEqual({
      subject: EMAIL_TEXTS[kind].subject,
      content_path: `./supabase/templates/${kind}.html`,
    });
  });

  test('the lifetime the e-mails state is otp_expiry, and the sender is the organisation', () => {
    expect(config.auth.email.otp_expiry).toBe(LINK_LIFETIME_SECONDS);
    expect(lifetimeText(3600)).toBe('1\u00a0heure');
    expect(lifetimeText(7200)).toBe('2\u00a0heures');
    expect(lifetimeText(1800)).toBe('30\u00a0minutes');
    expect(config.auth.email.smtp.sender_name).toBe(ORGANISATION.legalName);
  });

  test.each(EMAIL_KINDS)('%s: a code, the contact, French typography, no image', (kind) => {
    const html = renderEmailTemplate(kind);
    expect(html).toContain('<strong>{{ .Token }}</strong>');
    expect(html).toContain(GENERAL_CONTACT.email);
    expect(html).not.toMatch(/<img|style=/);
    const text = html.replace(/<[^>]+>/g, '').replace(/https?:\/\/\S+|\{\{[^}]+\}\}\S*/g, '');
    expect(text).not.toMatch(/ [:;!?»]|« |'/);
    if (EMAIL_TEXTS[kind].linkType)
      expect(html).toContain(
        `href="{{ .SiteURL }}/espace-apprenant/verification/?type=${EMAIL_TEXTS[kind].linkType}&amp;token_hash={{ .TokenHash }}"`,
      );
  });
});
