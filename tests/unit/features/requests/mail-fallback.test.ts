import { describe, expect, it } from 'vitest';
import {
  buildMailto,
  formatMailBody,
  sanitizeMailLine,
  sanitizeMailText,
} from '~/features/requests/mail-fallback';
import { mailtoHref } from '~/components/ui/mailto-href';

const base = {
  to: 'contact@horizon-competences.example',
  maxLength: 2000,
  truncationNote: '[Message raccourci]',
};

/** The parts a mail client reads from a mailto: URL. */
function parse(url: string) {
  const parsed = new URL(url);
  return {
    protocol: parsed.protocol,
    to: parsed.pathname,
    hash: parsed.hash,
    keys: [...parsed.searchParams.keys()],
    subject: parsed.searchParams.get('subject'),
    body: parsed.searchParams.get('body'),
  };
}

describe('formatMailBody', () => {
  it('liste chaque libellé et sa valeur, une ligne par champ', () => {
    expect(
      formatMailBody([
        { label: 'Prénom', value: 'Zoë' },
        { label: 'Nom', value: 'N’Diaye' },
      ]),
    ).toBe('Prénom\u00a0: Zoë\r\nNom\u00a0: N’Diaye');
  });

  it('met une valeur sur plusieurs lignes sous son libellé, avec des sauts de ligne CRLF', () => {
    expect(formatMailBody([{ label: 'Message', value: 'Bonjour\nMerci' }])).toBe(
      'Message\u00a0:\r\nBonjour\r\nMerci',
    );
  });
});

describe('sanitizeMailText / sanitizeMailLine', () => {
  it('retire les caractères de contrôle et remplace les demi-paires UTF-16', () => {
    expect(sanitizeMailText('a\u0000b\u0007c\u009b\uD800d')).toBe('abc\uFFFDd');
  });

  it('ramène un sujet sur une seule ligne', () => {
    expect(sanitizeMailLine('Sujet\r\nBcc: x@y.fr\tfin')).toBe('Sujet Bcc: x@y.fr fin');
  });
});

describe('buildMailto', () => {
  it('adresse le message au destinataire prévu avec sujet et corps encodés', () => {
    const { url, truncated } = buildMailto({
      ...base,
      subject: 'Inscription Formation',
      body: 'Prénom\u00a0: Zoë',
    });
    expect(truncated).toBe(false);
    expect(url).toBe(
      'mailto:contact@horizon-competences.example?subject=Inscription%20Formation&body=Pr%C3%A9nom%C2%A0%3A%20Zo%C3%AB',
    );
  });

  it('n’ajoute ni destinataire ni en-tête quand une valeur contient &cc=, ?bcc=, %0A ou #', () => {
    const hostile = 'x&cc=attacker@x.y?bcc=spy@x.y%0ABcc: evil@x.y#frag';
    const { url } = buildMailto({ ...base, subject: hostile, body: `Message\u00a0: ${hostile}` });
    const mail = parse(url);
    expect(mail.to).toBe('contact@horizon-competences.example');
    expect(mail.keys).toEqual(['subject', 'body']);
    expect(mail.hash).toBe('');
    expect(url).not.toMatch(/[#\s]|&cc=|[?&]bcc=/i);
    expect(mail.subject).toBe(hostile);
    expect(mail.body).toBe(`Message\u00a0: ${hostile}`);
  });

  it('encode les sauts de ligne du corps en %0D%0A et les retire du sujet', () => {
    const { url } = buildMailto({
      ...base,
      subject: 'Ligne 1\nBcc: evil@x.y',
      body: 'un\ndeux\rtrois',
    });
    expect(url).not.toMatch(/[\r\n]/);
    expect(parse(url).subject).toBe('Ligne 1 Bcc: evil@x.y');
    expect(url).toContain('body=un%0D%0Adeux%0D%0Atrois');
  });

  it('plafonne un message de 5 000 caractères et le signale dans le corps', () => {
    const message = 'é'.repeat(5000);
    const { url, truncated } = buildMailto({ ...base, subject: 'Contact', body: message });
    expect(truncated).toBe(true);
    expect(url.length).toBeLessThanOrEqual(base.maxLength);
    const body = parse(url).body ?? '';
    expect(body.endsWith('…\r\n\r\n[Message raccourci]')).toBe(true);
    expect(body.startsWith('éééé')).toBe(true);
  });

  it('ne coupe jamais un caractère en deux (emoji, séquence %XX)', () => {
    const { url } = buildMailto({ ...base, subject: '👍🏽'.repeat(300), body: '👨‍👩‍👧 ok '.repeat(400) });
    expect(url.length).toBeLessThanOrEqual(base.maxLength);
    expect(() => decodeURIComponent(url)).not.toThrow();
  });

  it('accepte des demi-paires UTF-16 sans lever d’erreur', () => {
    expect(() => buildMailto({ ...base, subject: '\uDC00', body: 'a\uD83D' })).not.toThrow();
  });
});

describe('mailtoHref', () => {
  it('a bare address, or one with its subject percent-encoded so that a mail client reads it whole', () => {
    expect(mailtoHref(base.to)).toBe(`mailto:${base.to}`);
    const { subject, keys } = parse(mailtoHref(base.to, 'Espace apprenant & co'));
    expect(subject).toBe('Espace apprenant & co');
    expect(keys).toEqual(['subject']);
  });
});
