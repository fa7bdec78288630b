// The e-mails of supabase/templates/ are written from the learner space's messages and the
// organisation's identity (src/features/learner-space/email-templates.ts); TOML and HTML cannot
// import them, so this test holds the copies equal: run `npm run email-templates` when it fails.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, test } from 'vitest';
import {
  EMAIL_KINDS,
  renderEmailSubject,
  renderEmailTemplate,
  TEAM_INVITE_DATA,
} from '~/features/learner-space/email-templates';
import { lifetimeText } from '~/features/learner-space/link-lifetime';
import { EMAIL_TEXTS, TEAM_INVITE_TEXT } from '~/features/learner-space/messages-email';
import { renderAuthTemplate } from '../../../../local/supabase/auth-template';
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
      subject: renderEmailSubject(kind),
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

  describe('the invitation branches on the invite’s data, as Auth renders it', () => {
    const render = (template: string, data: Record<string, unknown>) =>
      renderAuthTemplate(
        template,
        {
          SiteURL: 'https://site.test',
          Token: '123456',
          TokenHash: 'abc',
          Data: data,
        },
        (value) => value,
      );
    const file = readFileSync(new URL('supabase/templates/invite.html', root), 'utf8');
    const subject = config.auth.email.template.invite!.subject;

    test('a team member (data { invited_as: "team" }) gets the team’s subject, text and page', () => {
      const html = render(file, TEAM_INVITE_DATA);
      expect(render(subject, TEAM_INVITE_DATA)).toBe(TEAM_INVITE_TEXT.subject);
      expect(html).toContain(
        'href="https://site.test/espace-formateur/invitation/?type=invite&amp;token_hash=abc"',
      );
      expect(html).toContain(
        'espace-formateur/invitation/?type=invite\u00a0: <strong>123456</strong>',
      );
      expect(html).toContain(TEAM_INVITE_TEXT.intro[0]);
      expect(html).not.toContain('espace-apprenant');
    });

    test.each([{}, { invited_as: 'learner' }, { role: 'staff' }])(
      'a learner (data %j) keeps today’s subject, text and page',
      (data) => {
        const html = render(file, data);
        expect(render(subject, data)).toBe(EMAIL_TEXTS.invite.subject);
        expect(html).toContain(
          'href="https://site.test/espace-apprenant/verification/?type=invite&amp;token_hash=abc"',
        );
        expect(html).not.toContain('espace-formateur');
      },
    );

    test('the team’s text keeps the French typography and the same code and lifetime sentences', () => {
      const text = [...TEAM_INVITE_TEXT.intro, TEAM_INVITE_TEXT.notYou, TEAM_INVITE_TEXT.subject];
      for (const sentence of text) expect(sentence).not.toMatch(/ [:;!?»]|« |'/);
      const html = render(file, TEAM_INVITE_DATA);
      expect(html).toContain('Ce lien et ce code sont valables 1\u00a0heure');
    });
  });
});
