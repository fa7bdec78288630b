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
