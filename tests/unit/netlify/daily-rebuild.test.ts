// The nightly redeploy (netlify/functions/daily-rebuild.mts): it calls the build hook once, says why
// when it cannot, and runs when the build's UTC day is already Paris's day.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import dailyRebuild, { config, HOOK_VARIABLE } from '../../../netlify/functions/daily-rebuild.mts';
import { toParisIsoDate } from '../../../src/lib/format.ts';

/** A stand-in for Netlify's build hook endpoint: records each request and answers `status`. */
function fakeBuildHook(status: number) {
  const calls: { method?: string; url?: string; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ method: request.method, url: request.url, body });
      response.writeHead(status).end();
    });
  });
  return { server, calls };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}/build_hooks/0123456789abcdef`);
    }),
  );
}

describe('daily-rebuild', () => {
  let server: Server | undefined;
  const previous = process.env[HOOK_VARIABLE];

  beforeEach(() => {
    delete process.env[HOOK_VARIABLE];
  });

  afterEach(async () => {
    if (previous === undefined) delete process.env[HOOK_VARIABLE];
    else process.env[HOOK_VARIABLE] = previous;
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  test('calls the build hook once, with a POST', async () => {
    const hook = fakeBuildHook(200);
    server = hook.server;
    process.env[HOOK_VARIABLE] = await listen(server);

    await dailyRebuild();

    expect(hook.calls).toEqual([
      { method: 'POST', url: '/build_hooks/0123456789abcdef', body: '{}' },
    ]);
  });

  test('without the variable, fails and names it', async () => {
    await expect(dailyRebuild()).rejects.toThrow(/DAILY_REBUILD_HOOK_URL is not set/);
  });

  test('a hook that refuses (deleted, wrong id) makes the run fail with its status', async () => {
    const hook = fakeBuildHook(404);
    server = hook.server;
    process.env[HOOK_VARIABLE] = await listen(server);

    await expect(dailyRebuild()).rejects.toThrow('The build hook answered 404');
    expect(hook.calls).toHaveLength(1);
  });

  test('runs every day at an hour when the UTC day is Paris’s day, summer time or not', () => {
    const [minute, hour, ...everyDay] = config.schedule.split(' ');
    expect(everyDay).toEqual(['*', '*', '*']);
    // Every day of a year, across both clock changes.
    for (let day = 0; day < 366; day += 1) {
      const run = new Date(Date.UTC(2027, 0, 1 + day, Number(hour), Number(minute)));
      expect(toParisIsoDate(run), run.toISOString()).toBe(run.toISOString().slice(0, 10));
    }
  });
});
