// @vitest-environment jsdom
// `client:afterload`: nothing is requested while the page loads; the island hydrates at the first idle
// moment after the load event and the next paint (at once when the page had loaded already), once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '~/integrations/deferred-code';
import hydrateAfterLoad from '~/integrations/after-load-directive-entrypoint';

/** The frame and idle callbacks asked for, run by hand; and the directive started on a fake island. */
function start(readyState: DocumentReadyState) {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  const idle: { callback: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void hydrateAfterLoad(load, { name: 'afterload', value: '' }, document.createElement('div'));
  /** The next frame is painted, then the task it queued runs. */
  const paint = () => {
    frames.splice(0).forEach((callback) => callback());
    vi.runAllTimers();
  };
  return { frames, idle, load, hydrate, paint };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('client:afterload', () => {
  it('pendant le chargement, ne demande rien ; après l’événement load et l’image suivante, attend un moment libre', async () => {
    const { frames, idle, load, hydrate, paint } = start('interactive');
    expect(frames).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idle).toEqual([]);
    paint();
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);

    idle[0]!.callback();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });

  it('page déjà chargée : hydrate au prochain moment libre après l’image suivante', async () => {
    const { idle, load, hydrate, paint } = start('complete');
    paint();
    expect(load).not.toHaveBeenCalled();
    idle[0]!.callback();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });
});
