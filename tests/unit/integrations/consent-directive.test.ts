import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import consentDirective from '~/integrations/consent-directive';

describe('consent-directive integration', () => {
  it('déclare client:consent avec un chemin de fichier (esbuild ne lit pas les URL file:)', () => {
    const addClientDirective = vi.fn();
    const setup = consentDirective().hooks['astro:config:setup']!;
    // Only addClientDirective is used by this hook.
    void setup({ addClientDirective } as unknown as Parameters<typeof setup>[0]);
    expect(addClientDirective).toHaveBeenCalledOnce();
    const [{ name, entrypoint }] = addClientDirective.mock.calls[0]!;
    expect(name).toBe('consent');
    expect(entrypoint).toMatch(/^\/.*consent-directive-entrypoint\.ts$/);
    expect(existsSync(entrypoint)).toBe(true);
  });
});
