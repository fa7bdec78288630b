// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import consentDirective from '~/integrations/consent-directive-entrypoint';

const island = document.createElement('astro-island');

/** A fake `load()`: resolves to a hydrate function, both spied. */
function fakeLoad() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

function clickSettings(init: MouseEventInit = {}) {
  const link = document.querySelector('[data-cookie-settings]')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  link.dispatchEvent(event);
  return event;
}

let addListener: MockInstance<Document['addEventListener']>;

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<a href="#cookies" data-cookie-settings>Gérer les cookies</a>';
  addListener = vi.spyOn(document, 'addEventListener');
});

afterEach(() => {
  // One directive per page in real life: drop the listeners each test left on the shared document.
  for (const [type, listener] of addListener.mock.calls)
    document.removeEventListener(type, listener);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('client:consent', () => {
  it('premier passage : hydrate la bannière quand le navigateur est inactif', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { load, hydrate } = fakeLoad();
    consentDirective(load, { name: 'CookieBanner', value: '' }, island);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledOnce();
    await idle.mock.calls[0]![0]();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('sans requestIdleCallback : hydrate après un court délai', async () => {
    vi.useFakeTimers();
    expect('requestIdleCallback' in window).toBe(false);
    const { load, hydrate } = fakeLoad();
    consentDirective(load, { name: 'CookieBanner', value: '' }, island);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it.each([
    ['une valeur inconnue', () => localStorage.setItem('cookieConsent', 'yes')],
    [
      'un stockage illisible',
      () =>
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('denied', 'SecurityError');
        }),
    ],
  ])('%s compte comme « pas de choix » : la bannière se charge', async (_, arrange) => {
    arrange();
    vi.useFakeTimers();
    const { load, hydrate } = fakeLoad();
    consentDirective(load, { name: 'CookieBanner', value: '' }, island);
    await vi.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it.each(['accepted', 'refused'])(
    'choix « %s » déjà fait : aucun chargement tant que le lien n’est pas cliqué',
    async (choice) => {
      localStorage.setItem('cookieConsent', choice);
      vi.useFakeTimers();
      const { load } = fakeLoad();
      consentDirective(load, { name: 'CookieBanner', value: '' }, island);
      await vi.runAllTimersAsync();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('« Gérer les cookies » : empêche la navigation, charge et hydrate une seule fois', async () => {
    localStorage.setItem('cookieConsent', 'refused');
    const { load, hydrate } = fakeLoad();
    consentDirective(load, { name: 'CookieBanner', value: '' }, island);

    const first = clickSettings();
    const second = clickSettings();
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();

    // Once hydrated the banner handles the link itself: the directive lets go.
    expect(clickSettings().defaultPrevented).toBe(false);
  });

  it('un clic modifié (nouvel onglet) reste un lien', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    const { load } = fakeLoad();
    consentDirective(load, { name: 'CookieBanner', value: '' }, island);
    expect(clickSettings({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
