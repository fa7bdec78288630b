// The rewrite that makes a page's module scripts wait for its load: run in jsdom, the loader imports
// nothing while the page loads, then the same file once the load event and an idle period have passed.
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { deferModuleScripts, idleLoader } from '~/integrations/idle-module-scripts';

const MODULE =
  '<script type="module" src="/_astro/TestimonialList.astro_astro_type_script_index_0_lang.abc.js"></script>';

describe('deferModuleScripts', () => {
  it('remplace chaque script de module de /_astro/ par un chargeur en ligne du même fichier', () => {
    const html = `<body><p>liste</p>${MODULE}<script type="application/ld+json">{}</script></body>`;
    expect(deferModuleScripts(html)).toBe(
      `<body><p>liste</p>${idleLoader('/_astro/TestimonialList.astro_astro_type_script_index_0_lang.abc.js')}<script type="application/ld+json">{}</script></body>`,
    );
  });

  it('laisse les scripts en ligne et ceux d’ailleurs', () => {
    const html =
      '<script type="module">console.log(1)</script><script type="module" src="https://example.org/x.js"></script>';
    expect(deferModuleScripts(html)).toBe(html);
  });
});

describe('idleLoader', () => {
  /** Runs the loader's code in a page whose `import` is a spy; returns the spy and the page's window. */
  function runLoader(readyState: DocumentReadyState) {
    const { window } = new JSDOM('<body></body>');
    Object.defineProperty(window.document, 'readyState', { value: readyState, configurable: true });
    const idle: (() => void)[] = [];
    const requestIdleCallback = (callback: () => void) => idle.push(callback);
    Object.assign(window, { requestIdleCallback });
    const load = vi.fn(() => Promise.resolve());
    const code = /<script type="module">([\s\S]*)<\/script>/.exec(idleLoader('/_astro/a.js'))![1]!;
    // `import(…)` is syntax, not a function: the loader's call is pointed at the spy.
    const globals = {
      window,
      document: window.document,
      addEventListener: window.addEventListener.bind(window),
      requestIdleCallback,
      setTimeout,
      __import: load,
    };
    new Function(...Object.keys(globals), code.replace('import(', '__import('))(
      ...Object.values(globals),
    );
    return { window, load, idle };
  }

  it('attend l’événement load puis un moment libre avant d’importer le module', () => {
    const { window, load, idle } = runLoader('loading');
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new window.Event('load'));
    expect(load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(load).toHaveBeenCalledWith('/_astro/a.js');
  });

  it('importe au prochain moment libre quand la page est déjà chargée', () => {
    const { load, idle } = runLoader('complete');
    idle.forEach((callback) => callback());
    expect(load).toHaveBeenCalledOnce();
  });
});
