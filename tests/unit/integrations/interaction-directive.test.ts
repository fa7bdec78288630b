import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import interactionDirective from '~/integrations/interaction-directive';
import hydrateOnInteraction from '~/integrations/interaction-directive-entrypoint';

describe('interaction-directive', () => {
  it('déclare client:interaction avec un chemin de fichier (esbuild ne lit pas les URL file:)', () => {
    const addClientDirective = vi.fn();
    const setup = interactionDirective().hooks['astro:config:setup']!;
    void setup({ addClientDirective } as unknown as Parameters<typeof setup>[0]);
    const [{ name, entrypoint }] = addClientDirective.mock.calls[0]!;
    expect(name).toBe('interaction');
    expect(existsSync(entrypoint)).toBe(true);
    const names = addClientDirective.mock.calls.map(([directive]) => directive.name);
    expect(names).toEqual(['interaction', 'toast', 'afterload', 'signin']);
    for (const [directive] of addClientDirective.mock.calls)
      expect(existsSync(directive.entrypoint), directive.name).toBe(true);
  });

  it('n’hydrate qu’au premier focus dans l’îlot, une seule fois', async () => {
    const island = new EventTarget() as HTMLElement;
    const hydrate = vi.fn(async () => undefined);
    const load = vi.fn(async () => hydrate);
    void hydrateOnInteraction(load, { name: 'interaction', value: '' }, island);
    expect(load).not.toHaveBeenCalled();

    island.dispatchEvent(new Event('focusin'));
    island.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});
