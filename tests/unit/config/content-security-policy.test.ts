// The page policy's connect-src follows PUBLIC_SUPABASE_URL, and refuses a clear-text project URL; the
// Matomo origin is allowed only when PUBLIC_MATOMO_URL configures one; netlify.toml's header is the
// one this module writes.
import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, test } from 'vitest';
import {
  analyticsOrigin,
  headerPolicy,
  pagePolicyDirectives,
  scriptResources,
  supabaseOrigin,
} from '../../../src/config/content-security-policy.mjs';

describe('supabaseOrigin', () => {
  test.each([
    ['https://abcd.supabase.co', 'https://abcd.supabase.co'],
    ['https://abcd.supabase.co/', 'https://abcd.supabase.co'],
    ['https://api.example.fr:8443/rest/v1/', 'https://api.example.fr:8443'],
    // Loopback stays on http under upgrade-insecure-requests: the Supabase CLI.
    ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
    ['http://localhost:54321/', 'http://localhost:54321'],
  ])('%s → %s', (url, origin) => {
    expect(supabaseOrigin(url)).toBe(origin);
  });

  test('no project: no origin', () => {
    expect(supabaseOrigin(undefined)).toBeNull();
    expect(supabaseOrigin('')).toBeNull();
  });

  test.each(['http://abcd.supabase.co', 'http://supabase.test', 'ws://abcd.supabase.co'])(
    '%s is refused with the reason',
    (url) => {
      expect(() => supabaseOrigin(url)).toThrow(/must be an https:\/\/ URL/);
    },
  );
});

describe('pagePolicyDirectives', () => {
  const connectSrc = (env: Record<string, string | undefined>) =>
    pagePolicyDirectives(env).find((directive: string) => directive.startsWith('connect-src'));

  test('connect-src: the site only, plus the exact Supabase origin when there is one', () => {
    expect(connectSrc({})).toBe("connect-src 'self'");
    expect(connectSrc({ PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/' })).toBe(
      "connect-src 'self' https://abcd.supabase.co",
    );
  });

  test('form-action: the site and mailto:, plus the Supabase origin (submit-request) when there is one', () => {
    const formAction = (env: Record<string, string | undefined>) =>
      pagePolicyDirectives(env).find((directive: string) => directive.startsWith('form-action'));
    expect(formAction({})).toBe("form-action 'self' mailto:");
    expect(formAction({ PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/' })).toBe(
      "form-action 'self' mailto: https://abcd.supabase.co",
    );
    // Both policies apply: a header form-action without the build's origin would block the post.
    expect(headerPolicy()).not.toMatch(/form-action/);
  });

  test('what a <meta> policy ignores is left to the header', () => {
    expect(
      pagePolicyDirectives({}).some((directive: string) => directive.startsWith('frame-ancestors')),
    ).toBe(false);
  });

  test('netlify.toml sends the header this module writes, not a copy of its own', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [],
      netlifyConfigPath: fileURLToPath(new URL('../../../netlify.toml', import.meta.url)),
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const everyPath = headers.find((rule) => rule.for === '/*');
    expect(everyPath?.values['Content-Security-Policy']).toBe(headerPolicy());
  });
});

describe('audience measurement (Matomo)', () => {
  const directive = (env: Record<string, string | undefined>, name: string) =>
    pagePolicyDirectives(env).find((entry: string) => entry.startsWith(`${name} `));

  test('not configured: no other origin anywhere', () => {
    expect(analyticsOrigin(undefined)).toBeNull();
    expect(scriptResources({})).toEqual(["'self'"]);
    expect(directive({}, 'img-src')).toBe("img-src 'self' data:");
  });

  test('configured: its exact origin may serve the script and receive the hits', () => {
    const env = {
      PUBLIC_MATOMO_URL: 'https://stats.example.fr/matomo/',
      PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co',
    };
    expect(scriptResources(env)).toEqual(["'self'", 'https://stats.example.fr']);
    expect(directive(env, 'connect-src')).toBe(
      "connect-src 'self' https://abcd.supabase.co https://stats.example.fr",
    );
    expect(directive(env, 'img-src')).toBe("img-src 'self' data: https://stats.example.fr");
  });

  test('a clear-text Matomo URL is refused with the reason', () => {
    expect(() => analyticsOrigin('http://stats.example.fr/')).toThrow(/PUBLIC_MATOMO_URL must be/);
  });
});
