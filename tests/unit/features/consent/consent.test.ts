// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT } from '~/features/consent/consent';
import { hasStoredChoice, isCookieSettingsClick, parseConsent } from '~/features/consent/consent';

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

describe('hasStoredChoice', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('vrai seulement pour un choix lisible', () => {
    expect(hasStoredChoice()).toBe(false);
    localStorage.setItem(COOKIE_CONSENT.storageKey, 'oui');
    expect(hasStoredChoice()).toBe(false);
    localStorage.setItem(COOKIE_CONSENT.storageKey, COOKIE_CONSENT.refused);
    expect(hasStoredChoice()).toBe(true);
  });

  it('un stockage illisible (bloqué par le navigateur) compte comme « pas de choix »', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(hasStoredChoice()).toBe(false);
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
