// The built training pages as a prospect and a Qualiopi auditor read them: every group of facts, the
// update date, the next session (or "nous consulter"), the calendar files, and a programme PDF whose
// text says the same as the page and the content file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractText, getMeta } from 'unpdf';
import { distFileFor, loadDocument, readDistFile, requireDist } from '../support/dist.ts';
import { TRAINING_IDS, routeFile } from '../../local/routes.ts';
import { formatEuros } from '~/lib/format';
import { formatSessionDate, NO_OPEN_SESSION, startLabel } from '~/lib/sessions';

requireDist();

const MAX_PDF_BYTES = 300 * 1000;
/** Every group of public information a training page owes (Qualiopi indicators 1 to 3). */
const SECTIONS = [
  'pour-qui',
  'objectifs',
  'programme',
  'duree',
  'dates',
  'tarifs',
  'admission',
  'resultats',
  'pedagogie',
  'certification',
  'handicap',
  'conditions',
];

interface ContentFile {
  title: string;
  updatedAt: string;
  duration: { totalHours: number };
  prices: { individual: number; company: number };
  sessions: {
    start: string;
    end: string;
    format: string;
    seats?: number;
    seatsLeft?: number;
    seatsCountedOn?: string;
  }[];
  certification: { rncpCode: string; label: string; expiryDate: string };
  remoteLearning?: { assistance: string };
}

/** The editor's file, read as written: what page and PDF must both say. */
function content(id: string): ContentFile {
  const source = readFileSync(
    new URL(`../../content/trainings/${id}.mdx`, import.meta.url),
    'utf8',
  );
  return parse(source.split(/^---$/m)[1]!) as ContentFile;
}
const day = (text: string) => new Date(`${text}T00:00:00Z`);
/** Text with every kind of space made one plain space (fr-FR formatting uses no-break ones). */
const flat = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The formats the key facts list (« Présentiel, Distanciel, Alternance. »). */
function formatsOffered(document: Document): string[] {
  const term = [...document.querySelectorAll('dt')].find(
    (dt) => flat(dt.textContent) === 'Modalités',
  );
  return flat(term!.nextElementSibling!.textContent).replace(/\.$/, '').split(', ');
}

describe.each(TRAINING_IDS.map((id) => [id]))('/formation/%s/', (id) => {
  const document = loadDocument(routeFile(`/formation/${id}/`));
  const data = content(id);
  const text = flat(document.body.textContent);

  it.each(SECTIONS)('montre le groupe « %s » avec un titre et un contenu', (section) => {
    const element = document.getElementById(section);
    expect(element, section).not.toBeNull();
    expect(element!.querySelector('h2')?.textContent?.trim()).toBeTruthy();
    expect(flat(element!.textContent).length).toBeGreaterThan(80);
  });

  it('donne sa date de mise à jour', () => {
    const time = document.querySelector(`time[datetime="${data.updatedAt}"]`);
    expect(time).not.toBeNull();
    expect(flat(time!.closest('p')?.textContent)).toContain(
      `Informations mises à jour le ${formatSessionDate(day(data.updatedAt))}`,
    );
  });

  it('annonce la prochaine session ouverte, avec ses dates, ou « nous consulter »', () => {
    const box = [...document.querySelectorAll('dt')].find(
      (dt) => dt.textContent?.trim() === 'Prochaine session',
    )!;
    const shown = box.nextElementSibling?.textContent?.trim();
    const starts = data.sessions.map((session) => startLabel(day(session.start)));
    expect([...starts, NO_OPEN_SESSION]).toContain(shown);
    if (shown !== NO_OPEN_SESSION)
      expect(box.parentElement?.textContent).toMatch(
        /Du (?:1er|\d{1,2}) \S+ \d{4} au (?:1er|\d{1,2}) \S+ \d{4}/,
      );
  });

  it('dit quelles modalités proposées n’ont aucune session ouverte', () => {
    const listed = [...document.querySelectorAll('#dates li h3')].map(
      (h3) => flat(h3.textContent).split(' · ')[1]!,
    );
    const dates = flat(document.getElementById('dates')!.textContent);
    for (const format of formatsOffered(document)) {
      const notice = new RegExp(
        `Aucune session n’est programmée pour l’instant [^:]*en ${format.toLowerCase()}`,
      );
      if (listed.length === 0 || listed.includes(format)) expect(dates, format).not.toMatch(notice);
      else expect(dates, format).toMatch(notice);
    }
  });

  it('prévient sous chaque session qui finit après l’enregistrement RNCP du titre', () => {
    const expiry = day(data.certification.expiryDate);
    const items = [...document.querySelectorAll('#dates li')];
    let checked = 0;
    for (const session of data.sessions) {
      const item = items.find(
        (li) =>
          flat(li.querySelector('h3')?.textContent) ===
          `${startLabel(day(session.start))} · ${session.format}`,
      );
      if (!item) continue; // closed or full: not listed
      const warned = flat(item.textContent).includes(
        `Titre enregistré au RNCP jusqu’au ${formatSessionDate(expiry)}, avant la fin de cette session`,
      );
      expect(warned, session.start).toBe(day(session.end) > expiry && expiry >= new Date());
      checked += 1;
    }
    expect(checked).toBe(items.length);
  });

  it('date les places restantes de chaque session listée', () => {
    const items = [...document.querySelectorAll('#dates li')].map((li) => flat(li.textContent));
    for (const session of data.sessions) {
      const item = items.find((text) => text.startsWith(`${startLabel(day(session.start))} · `));
      if (!item || session.seatsLeft === undefined) continue;
      expect(item).toContain(
        `${session.seatsLeft} places disponibles sur ${session.seats} (décompte du ${formatSessionDate(day(session.seatsCountedOn!))})`,
      );
    }
    expect(items.filter((text) => text.includes('places disponibles')).length).toBe(
      items.filter((text) => text.includes('(décompte du ')).length,
    );
  });

  it('propose un fichier agenda valide pour chaque session listée', () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#dates a[href$=".ics"]')];
    expect(links.length).toBe(document.querySelectorAll('#dates li').length);
    for (const link of links) {
      const file = distFileFor(link.getAttribute('href')!);
      expect(file, link.href).not.toBeNull();
      const calendar = readDistFile(file!).toString('utf8');
      const start = link.getAttribute('href')!.match(/(\d{4})-(\d{2})-(\d{2})-/)!;
      expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
      expect(calendar).toContain(`DTSTART;VALUE=DATE:${start[1]}${start[2]}${start[3]}`);
    }
  });

  it('affiche le code RNCP avec le lien vers sa fiche France compétences, le prix et la durée', () => {
    const code = data.certification.rncpCode;
    expect(
      document.querySelector(
        `a[href="https://www.francecompetences.fr/recherche/rncp/${code.slice(4)}/"]`,
      )?.textContent,
    ).toContain(code);
    expect(text).toContain(flat(`${formatEuros(data.prices.individual)} TTC`));
    expect(text).toContain(flat(`${formatEuros(data.prices.company)} HT`));
    expect(text).toContain(`${data.duration.totalHours} h`);
  });

  it.runIf(data.remoteLearning)(
    'décrit l’assistance pédagogique et technique de la formation à distance, comme le PDF',
    () => {
      expect(text).toContain(
        flat(`Assistance pédagogique et technique. ${data.remoteLearning!.assistance}.`),
      );
    },
  );

  it('mène aux taux de la formation, chacun avec sa promotion et ses effectifs', () => {
    const figures = [...document.querySelectorAll('#resultats dd')];
    expect(figures.length).toBe(4);
    for (const figure of figures)
      expect(flat(figure.parentElement?.textContent)).toMatch(/promotion \d{4}.*\d+ sur \d+/);
  });

  describe('programme PDF', () => {
    const link = document.querySelector<HTMLAnchorElement>('a[href$="programme.pdf"]');
    const file = distFileFor(link?.getAttribute('href') ?? '/');
    const bytes = file ? readDistFile(file) : Buffer.alloc(0);

    it('est lié depuis la page et pèse au plus 300 Ko', () => {
      expect(file).not.toBeNull();
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.length).toBeLessThanOrEqual(MAX_PDF_BYTES);
    });

    it('est un PDF balisé, en français, titré', async () => {
      const raw = bytes.toString('latin1');
      expect(raw).toContain('/Lang (fr-FR)');
      expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
      expect(raw).toMatch(/\/Marked true/);
      expect(raw).toContain('/StructTreeRoot');
      const { info } = await getMeta(new Uint8Array(bytes));
      expect(info.Title).toBe(`Programme – ${data.title}`);
    });

    it('dit en texte sélectionnable le même titre, code RNCP, durée, prix et date de mise à jour que la page', async () => {
      const { text: pages } = await extractText(new Uint8Array(bytes), { mergePages: true });
      const pdf = flat(pages);
      expect(pdf).toContain(data.title);
      expect(pdf).toContain(data.certification.rncpCode);
      expect(pdf).toContain(`${data.duration.totalHours} h`);
      expect(pdf).toContain(flat(`${formatEuros(data.prices.individual)} TTC`));
      expect(pdf).toContain(`Mis à jour le ${formatSessionDate(day(data.updatedAt))}`);
      // The formats without an open session, said the same way (the PDF wraps lines: hence flat).
      const unscheduled = text.match(/Aucune session n’est programmée pour l’instant [^:]+/)?.[0];
      if (unscheduled) expect(pdf).toContain(flat(unscheduled));
      else expect(pdf).not.toContain('Aucune session n’est programmée');
      // The page shows the same figures.
      expect(text).toContain(data.title);
      expect(text).toContain(
        `Informations mises à jour le ${formatSessionDate(day(data.updatedAt))}`,
      );
    });
  });
});

describe('la page /entreprises explique ses 6 mois', () => {
  it('relie la carte « 6 mois » à l’explication du parcours employeur sur la fiche', () => {
    const page = loadDocument(routeFile('/entreprises/'));
    const card = [...page.querySelectorAll('li')].find((item) =>
      item.textContent?.includes('6 mois'),
    )!;
    const href = card.querySelector('a')!.getAttribute('href')!;
    expect(href).toBe('/formation/tp-employe-commercial/#duree');
    const training = loadDocument(routeFile('/formation/tp-employe-commercial/'));
    expect(flat(training.getElementById('duree')?.textContent)).toMatch(
      /6 mois \(parcours employeur\).*9 mois/,
    );
  });
});

describe('le catalogue montre la prochaine session de chaque formation', () => {
  it.each(TRAINING_IDS.map((id) => [id]))('%s', (id) => {
    const page = loadDocument(routeFile('/formations/'));
    const card = page.querySelector(`a[href="/formation/${id}/"]`)!.closest('article')!;
    // The whole sentence, as a visitor reads it: « Prochaine session : janvier 2027 (présentiel), du … au … ».
    const sentences = content(id).sessions.map(
      ({ start, end, format }) =>
        `Prochaine session : ${startLabel(day(start)).toLowerCase()} (${format.toLowerCase()}), ` +
        `du ${formatSessionDate(day(start))} au ${formatSessionDate(day(end))}`,
    );
    const line = [...card.querySelectorAll('p')]
      .map((paragraph) => flat(paragraph.textContent))
      .find((words) => words.startsWith('Prochaine') || words === NO_OPEN_SESSION);
    expect([NO_OPEN_SESSION, ...sentences]).toContain(line);
  });
});

describe('une formation dont l’enregistrement RNCP est échu le dit partout où on la choisit', () => {
  const pages = ['/formations/', '/candidature/'];
  it.each(TRAINING_IDS.flatMap((id) => pages.map((page) => [page, id])))('%s, %s', (page, id) => {
    const link = loadDocument(routeFile(page)).querySelector(`a[href="/formation/${id}/"]`)!;
    const entry = flat((link.closest('article') ?? link).textContent);
    const expiry = day(content(id).certification.expiryDate);
    const notice = `Enregistrement RNCP échu le ${formatSessionDate(expiry)} : contactez-nous`;
    if (expiry < new Date()) expect(entry).toContain(notice);
    else expect(entry).not.toContain('Enregistrement RNCP échu');
  });
});
