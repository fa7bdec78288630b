// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isCookieSettingsClick, parseConsent } from '~/lib/consent';

describe('parseConsent', () => {
  it('reconnaît les deux choix enregistrés', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('refused')).toBe('refused');
  });

  it('traite une clé absente ou modifiée à la main comme « pas de choix »', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('true')).toBeNull();
    expect(parseConsent('Accepted')).toBeNull();
  });
});

describe('isCookieSettingsClick', () => {
  document.body.innerHTML =
    '<a href="#cookies" data-cookie-settings><span>Gérer les cookies</span></a><a href="#accueil">Accueil</a>';
  const [settings, other] = document.querySelectorAll('a');
  const click = (target: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it('vrai pour un clic simple sur le lien ou son contenu', () => {
    expect(isCookieSettingsClick(click(settings!))).toBe(true);
    expect(isCookieSettingsClick(click(settings!.querySelector('span')!))).toBe(true);
  });

  it('faux pour un autre lien, un clic modifié ou un clic déjà traité', () => {
    expect(isCookieSettingsClick(click(other!))).toBe(false);
    expect(isCookieSettingsClick(click(settings!, { ctrlKey: true }))).toBe(false);
    expect(isCookieSettingsClick(click(settings!, { button: 1 }))).toBe(false);
    settings!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    expect(isCookieSettingsClick(click(settings!))).toBe(false);
  });
});
