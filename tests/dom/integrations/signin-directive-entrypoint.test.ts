import { afterEach, describe, expect, it, vi } from 'vitest';
import hydrateForSignIn from '~/integrations/signin-directive-entrypoint';

function setup() {
  const island = document.createElement('div');
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void hydrateForSignIn(load, { name: 'signin', value: '' }, island);
  return { island, load, hydrate };
}

afterEach(() => localStorage.clear());

describe('client:signin', () => {
  it('a first visit downloads nothing until the form is used; then hydrates once', async () => {
    const { island, load, hydrate } = setup();
    expect(load).not.toHaveBeenCalled();
    island.dispatchEvent(new Event('pointerdown'));
    island.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it('a browser that may hold a session hydrates at once (the returning learner goes on to the dashboard)', async () => {
    localStorage.setItem('sb-projet-auth-token', '{}');
    const { load, hydrate } = setup();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('client:signin before React', () => {
  it('holds a click on a button (no native submit), hydrates, then gives the click again', async () => {
    const island = document.createElement('div');
    island.innerHTML =
      '<form method="post"><input name="email"><button type="submit">Se connecter</button></form><button type="button">Créer un compte</button>';
    document.body.append(island);
    const clicks: string[] = [];
    const hydrate = vi.fn(async () => {
      // What React does once hydrated: it answers the clicks itself.
      island.addEventListener('click', (event) =>
        clicks.push((event.target as HTMLElement).textContent ?? ''),
      );
    });
    const load = vi.fn(async () => hydrate);
    void hydrateForSignIn(load, { name: 'signin', value: '' }, island);
    const signUp = island.querySelectorAll('button')[1]!;
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    island.querySelector('form')!.addEventListener('submit', submitted);
    signUp.click();
    island.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted.mock.results.every((result) => result.value === true)).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual(['Créer un compte']));
    expect(load).toHaveBeenCalledOnce();
    island.remove();
  });
});

describe('client:signin after a sign-out', () => {
  afterEach(() => sessionStorage.clear());

  it('hydrates at once when the previous page left a toast for this one (« Déconnexion réussie »)', async () => {
    sessionStorage.setItem('flashToast', '{}');
    const { load, hydrate } = setup();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
