// The demonstrations (the learner dashboard without a backend, the second catalogue) never show a
// date that has gone by: their dates move by whole weeks to the day the page was built.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, loadDocument, requireDist } from '../support/dist.ts';

requireDist();

/** A built page and the moment it was written. */
function built(file: string) {
  return { document: loadDocument(file), builtAt: statSync(join(DIST_DIR, file)).mtime };
}

const datetimes = (root: Element | null | undefined) =>
  [...(root?.querySelectorAll('time[datetime]') ?? [])].map((time) =>
    time.getAttribute('datetime')!,
  );

describe('démonstrations', () => {
  it('tableau de bord : les séances sont à venir et les notifications passées, au jour de la construction', () => {
    const { document, builtAt } = built('dashboard-apprenant/index.html');
    const lessons = datetimes(document.getElementById('planning'));
    const notifications = datetimes(document.getElementById('notifications'));
    expect(lessons.length).toBeGreaterThan(0);
    expect(notifications.length).toBeGreaterThan(0);
    for (const start of lessons)
      expect(new Date(start).getTime()).toBeGreaterThan(builtAt.getTime());
    for (const created of notifications)
      expect(new Date(created).getTime()).toBeLessThan(builtAt.getTime());
  });

  it('second catalogue : aucune date de début n’est passée au jour de la construction', () => {
    const { document, builtAt } = built('catalogue-formations/index.html');
    const starts = datetimes(document.querySelector('main'));
    expect(starts.length).toBeGreaterThan(0);
    const buildDay = builtAt.toISOString().slice(0, 10);
    for (const start of starts) expect(start >= buildDay, `${start} ≥ ${buildDay}`).toBe(true);
  });
});
