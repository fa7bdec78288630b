// The built site, served with the netlify.toml headers over https on loopback, scanned by the MDN HTTP
// Observatory: grade A+ with a score of at least 125. The grade alone does not prove the site works (a
// policy that blocks every island still scores A+): tests/e2e/security-policy.test.ts does that.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requireDist } from '../support/dist.ts';
import {
  formatScan,
  makeSelfSignedCertificate,
  scanWithObservatory,
  type ObservatoryScan,
} from '../support/observatory.ts';
import { startDistServer, type DistServer } from '../../local/serve-dist.ts';

requireDist();

/** The bar of the issue; A+ starts at 100, the rest are bonuses (CSP without unsafe sources, frame-ancestors, referrer, CORP). */
const MINIMUM_SCORE = 125;

let workDir: string;
let server: DistServer | undefined;
let scan: ObservatoryScan;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'hc-observatory-'));
  const { key, cert, certFile } = await makeSelfSignedCertificate(workDir);
  server = await startDistServer({ tls: { key, cert } });
  scan = await scanWithObservatory(new URL(server.url).host, certFile, workDir);
  console.info(formatScan(scan));
}, 90_000);

afterAll(async () => {
  await server?.close();
  await rm(workDir, { recursive: true, force: true });
});

test(`grade A+ with a score of at least ${MINIMUM_SCORE}`, () => {
  expect({ grade: scan.grade, score: scan.score >= MINIMUM_SCORE }, formatScan(scan)).toEqual({
    grade: 'A+',
    score: true,
  });
});

test('the Content-Security-Policy counts as implemented, without unsafe sources', () => {
  expect(scan.tests['content-security-policy']).toMatchObject({
    pass: true,
    result: 'csp-implemented-with-no-unsafe-default-src-none',
  });
});

test('every test passes', () => {
  const failed = Object.entries(scan.tests)
    .filter(([, result]) => !result.pass)
    .map(([name, result]) => `${name}: ${result.result}`);
  expect(failed).toEqual([]);
});
