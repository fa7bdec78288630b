// What the inline loader and the directive do with a click on the banner before React has loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBanner, storeAnswerOf } from '~/features/consent/consent';

function button(attributes: Record<string, string>): HTMLButtonElement {
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('storeAnswerOf', () => {
  it('« Accepter » stores the answer and the measurement it is for; « Refuser » forgets the measurement', () => {
    storeAnswerOf(
      button({ 'data-consent-answer': 'accepted', 'data-consent-measurement': 'Matomo' }),
    );
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(localStorage.getItem('cookieConsentMeasurement')).toBe('Matomo');
    storeAnswerOf(button({ 'data-consent-answer': 'refused' }));
    expect(localStorage.getItem('cookieConsent')).toBe('refused');
    expect(localStorage.getItem('cookieConsentMeasurement')).toBeNull();
  });

  it('any other button stores nothing; a storage that refuses throws nothing (the banner reports it later)', () => {
    storeAnswerOf(button({}));
    expect(localStorage.length).toBe(0);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => storeAnswerOf(button({ 'data-consent-answer': 'refused' }))).not.toThrow();
  });
});

describe('closeBanner', () => {
  function page() {
    document.body.innerHTML =
      '<a href="#c" data-cookie-settings>Gérer les cookies</a><div data-cookie-banner><astro-island><button>Refuser</button></astro-island></div><main tabindex="-1"></main>';
    return {
      slot: document.querySelector<HTMLElement>('[data-cookie-banner]')!,
      island: document.querySelector('astro-island')!,
      answer: document.querySelector('button')!,
      link: document.querySelector('a')!,
    };
  }

  it('hides the slot and puts the focus on the content when it was on the banner (never <body>)', () => {
    const { slot, island, answer } = page();
    answer.focus();
    closeBanner(island, null);
    expect(slot.hidden).toBe(true);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('gives the focus back to the link that opened the banner', () => {
    const { island, answer, link } = page();
    answer.focus();
    closeBanner(island, link);
    expect(document.activeElement).toBe(link);
  });
});
