// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import consentDirective from '~/integrations/consent-directive-entrypoint';

let slot: HTMLElement;
let island: HTMLElement;

/** A fake `load()`: resolves to a hydrate function, both spied; `onHydrate` plays React taking over. */
function fakeLoad(onHydrate: () => void = () => {}) {
  const hydrate = vi.fn(async () => onHydrate());
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

function start(load: ReturnType<typeof fakeLoad>['load']) {
  consentDirective(load, { name: 'CookieBanner', value: '' }, island);
}

function clickSettings(init: MouseEventInit = {}) {
  const link = document.querySelector('[data-cookie-settings]')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  link.dispatchEvent(event);
  return event;
}

const button = (name: string) =>
  [...island.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

let addListener: MockInstance<Document['addEventListener']>;

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `
    <a href="#cookies" data-cookie-settings>Gérer les cookies</a>
    <div hidden data-cookie-banner>
      <astro-island>
        <section tabindex="-1"><button type="button">Refuser</button><button type="button">Accepter</button></section>
      </astro-island>
    </div>`;
  slot = document.querySelector('[data-cookie-banner]')!;
  island = document.querySelector('astro-island')!;
  addListener = vi.spyOn(document, 'addEventListener');
});

afterEach(() => {
  // One directive per page in real life: drop the listeners each test left on the shared document.
  for (const [type, listener] of addListener.mock.calls)
    document.removeEventListener(type, listener);
  vi.restoreAllMocks();
});

describe('client:consent', () => {
  it('premier passage : montre la bannière rendue par le serveur sans rien télécharger', async () => {
    const { load } = fakeLoad();
    start(load);
    expect(slot.hidden).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'keydown', 'focusin'])(
    'premier passage : « %s » sur la bannière lance le chargement',
    async (type) => {
      const { load, hydrate } = fakeLoad();
      start(load);
      button('Accepter').dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    },
  );

  it('le premier clic sur un bouton est rejoué une fois hydratée, et une seule fois', async () => {
    const clicks: string[] = [];
    // React takes over the same buttons when it hydrates: from then on it answers their clicks.
    const { load, hydrate } = fakeLoad(() =>
      island.addEventListener('click', (event) => {
        clicks.push((event.target as HTMLElement).textContent ?? '');
      }),
    );
    start(load);
    button('Refuser').click();
    expect(clicks, 'nothing answers before hydration').toEqual([]);
    await vi.waitFor(() => expect(clicks).toEqual(['Refuser']));
    button('Accepter').click();
    expect(clicks).toEqual(['Refuser', 'Accepter']);
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('si React remplace les boutons, le clic est rejoué sur celui de même rang', async () => {
    const clicks: string[] = [];
    const { load } = fakeLoad(() => {
      island.querySelector('section')!.innerHTML =
        '<button type="button">Refuser</button><button type="button">Accepter</button>';
      island.addEventListener('click', (event) => {
        clicks.push((event.target as HTMLElement).textContent ?? '');
      });
    });
    start(load);
    button('Accepter').click();
    await vi.waitFor(() => expect(clicks).toEqual(['Accepter']));
  });

  it('premier passage : « Gérer les cookies » ne quitte pas la page, amène le focus à la bannière et la prépare', async () => {
    const { load, hydrate } = fakeLoad();
    start(load);
    expect(clickSettings().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(island.querySelector('section'));
    // Focus in the banner is its first use: its buttons will answer at once.
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
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
  ])('%s compte comme « pas de choix » : la bannière se montre', (_, arrange) => {
    arrange();
    start(fakeLoad().load);
    expect(slot.hidden).toBe(false);
  });

  it.each(['accepted', 'refused'])(
    'choix « %s » déjà fait : bannière cachée, aucun chargement tant que le lien n’est pas cliqué',
    async (choice) => {
      localStorage.setItem('cookieConsent', choice);
      const { load } = fakeLoad();
      start(load);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(slot.hidden).toBe(true);
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('« Gérer les cookies » : empêche la navigation, montre la bannière, charge et hydrate une seule fois', async () => {
    localStorage.setItem('cookieConsent', 'refused');
    const { load, hydrate } = fakeLoad();
    start(load);

    const first = clickSettings();
    const second = clickSettings();
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
    expect(slot.hidden).toBe(false);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();

    // Once hydrated the banner handles the link itself: the directive lets go.
    expect(clickSettings().defaultPrevented).toBe(false);
  });

  it('un clic modifié (nouvel onglet) reste un lien', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    const { load } = fakeLoad();
    start(load);
    expect(clickSettings({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(slot.hidden).toBe(true);
  });
});
