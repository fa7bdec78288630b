// The programme sheet of a training as a tagged PDF (Qualiopi indicator 1: the PDF an auditor compares
// with the web page). Built at build time from the same entry and the same sheet (trainingSheet) as
// the page, so they cannot drift. Standard Helvetica: WinAnsi covers French accents, « », ’ and €, and
// keeps each file around 20 KB. Build-time only (Node).
import PDFDocument from 'pdfkit';
import {
  CONTACT,
  DISABILITY_REFERENT,
  SITE,
  TRAINING_CONTACTS,
  TRAINING_VENUE,
} from '~/config/site';
import type { Training } from '~/schemas/training';
import { formatDate, formatHours, formatPercent } from './format';
import { formatCounts, formatSources } from './results';
import { sessionPeriod, startLabel, formatSessionDate } from './sessions';
import {
  cancellationTerms,
  hoursText,
  rncpUrl,
  WORK_STUDY_LABELS,
  type TrainingSheet,
} from './training-sheet';

export interface ProgrammeInput {
  training: Training;
  /** What the page says of it on the same day (trainingSheet). */
  sheet: TrainingSheet;
}

const BRAND = '#142548';
const ACCENT = '#1a4fb0';
const MUTED = '#4a5568';
const MARGIN = 50;

/**
 * WinAnsi has no narrow no-break space (fr-FR number formatting uses it): use the plain no-break one,
 * and keep French punctuation on the line of the word before it.
 */
const winAnsi = (text: string) =>
  text
    .replace(/\u202f/g, '\u00a0')
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');

export async function renderProgrammePdf({
  training,
  sheet,
}: ProgrammeInput): Promise<Uint8Array<ArrayBuffer>> {
  const { certification } = training;
  const { next, sessions, prices, priceLabel, figures } = sheet;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 70, bottom: 60, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: `Programme – ${training.title}`,
      Author: SITE.name,
      Subject: `Programme de formation, ${certification.rncpCode}, mis à jour le ${formatDate(training.updatedAt)}`,
      Keywords: `${certification.rncpCode}, titre professionnel, ${training.tags.join(', ')}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;

  const paragraph = (
    text: string,
    options: { size?: number; color?: string; bold?: boolean; gap?: number } = {},
  ) => {
    root.add(
      doc.struct('P', {}, () => {
        doc
          .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(options.size ?? 9.5)
          .fillColor(options.color ?? '#172033')
          .text(winAnsi(text), { width, lineGap: 1.5 });
      }),
    );
    doc.moveDown(options.gap ?? 0.3);
  };
  /** A paragraph led by a bold label: "Examen : …". */
  const labelled = (label: string, text: string) => {
    root.add(
      doc.struct('P', {}, () => {
        doc
          .font('Helvetica-Bold')
          .fontSize(9.5)
          .fillColor(BRAND)
          .text(winAnsi(`${label} : `), { width, lineGap: 1.5, continued: true });
        doc.font('Helvetica').fillColor('#172033').text(winAnsi(text), { lineGap: 1.5 });
      }),
    );
    doc.moveDown(0.3);
  };
  const heading = (tag: 'H2' | 'H3', text: string) => {
    // Never leave a heading alone at the foot of a page.
    if (doc.y > doc.page.height - (tag === 'H2' ? 170 : 120)) doc.addPage();
    doc.moveDown(tag === 'H2' ? 0.6 : 0.2);
    root.add(
      doc.struct(tag, {}, () => {
        doc
          .font('Helvetica-Bold')
          .fontSize(tag === 'H2' ? 12.5 : 10)
          .fillColor(tag === 'H2' ? ACCENT : BRAND)
          .text(winAnsi(text), { width });
      }),
    );
    if (tag === 'H2') {
      doc.markContent('Artifact', { type: 'Layout' });
      doc
        .moveTo(MARGIN, doc.y + 1)
        .lineTo(MARGIN + width, doc.y + 1)
        .lineWidth(0.6)
        .strokeColor('#bcd7ff')
        .stroke();
      doc.endMarkedContent();
    }
    doc.moveDown(0.35);
  };
  const bullets = (items: readonly string[]) => {
    const list = doc.struct('L');
    root.add(list);
    for (const item of items) {
      // The bullet and its text start on the same page.
      doc.font('Helvetica').fontSize(9.5);
      if (
        doc.y + doc.heightOfString(winAnsi(item), { width: width - 14, lineGap: 1.5 }) >
        doc.page.height - doc.page.margins.bottom
      )
        doc.addPage();
      const y = doc.y;
      list.add(
        doc.struct('LI', {}, [
          doc.struct('Lbl', {}, () => {
            doc
              .font('Helvetica')
              .fontSize(9.5)
              .fillColor(ACCENT)
              .text('•', MARGIN + 4, y, { lineBreak: false });
          }),
          doc.struct('LBody', {}, () => {
            doc
              .font('Helvetica')
              .fontSize(9.5)
              .fillColor('#172033')
              .text(winAnsi(item), MARGIN + 14, y, { width: width - 14, lineGap: 1.5 });
          }),
        ]),
      );
      doc.moveDown(0.15);
    }
    list.end();
    doc.x = MARGIN;
    doc.moveDown(0.25);
  };
  const facts = (rows: [string, string][]) => {
    const table = doc.struct('Table');
    root.add(table);
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(9.5);
      if (
        doc.y + doc.heightOfString(winAnsi(value), { width: width - 160, lineGap: 1.5 }) >
        doc.page.height - doc.page.margins.bottom
      )
        doc.addPage();
      const y = doc.y;
      const row = doc.struct('TR');
      table.add(row);
      row.add(
        doc.struct('TH', {}, () =>
          doc
            .font('Helvetica-Bold')
            .fontSize(9.5)
            .fillColor(BRAND)
            .text(winAnsi(label), MARGIN, y, { width: 150 }),
        ),
      );
      const labelBottom = doc.y;
      row.add(
        doc.struct('TD', {}, () =>
          doc
            .font('Helvetica')
            .fontSize(9.5)
            .fillColor('#172033')
            .text(winAnsi(value), MARGIN + 160, y, { width: width - 160, lineGap: 1.5 }),
        ),
      );
      row.end();
      doc.y = Math.max(labelBottom, doc.y) + 4;
    }
    table.end();
    doc.x = MARGIN;
    doc.moveDown(0.3);
  };

  // Title block.
  root.add(
    doc.struct('H1', {}, () =>
      doc
        .font('Helvetica-Bold')
        .fontSize(19)
        .fillColor(BRAND)
        .text(winAnsi(training.title), { width }),
    ),
  );
  doc.moveDown(0.2);
  paragraph(
    `Programme de formation · Titre professionnel de niveau ${certification.level} · ${certification.rncpCode} · Mis à jour le ${formatDate(training.updatedAt)}`,
    { color: MUTED, size: 9.5 },
  );
  paragraph(training.description, { size: 10.5, gap: 0.6 });

  const priceList = prices.map((line) => `${line.label} : ${line.value}`).join(' ; ');
  facts([
    ['Durée', `${hoursText(training.duration)}, sur ${training.duration.label}`],
    ['Modalités', training.formats.join(', ')],
    [
      'Prochaine session',
      next.period
        ? `${next.label} (${next.format?.toLowerCase()}) : ${next.period.charAt(0).toLowerCase()}${next.period.slice(1)}`
        : next.label,
    ],
    ['Tarif', priceLabel ? `${priceLabel} selon votre situation. ${priceList}` : priceList],
    ['Lieu', `${TRAINING_VENUE.name}, ${TRAINING_VENUE.address}`],
    [
      'Certification',
      `Titre professionnel ${certification.label}, ${certification.rncpCode}, niveau ${certification.level}, ${certification.certifier}`,
    ],
  ]);

  heading('H2', 'Public visé et prérequis');
  heading('H3', 'Public visé');
  bullets(training.audience);
  heading('H3', 'Prérequis');
  bullets(training.prerequisites);

  heading('H2', 'Objectifs');
  bullets(training.objectives);

  heading('H2', 'Programme par blocs de compétences');
  certification.blocks.forEach((block, index) => {
    heading(
      'H3',
      `Bloc ${index + 1} : ${block.title} (${block.code}, ${formatHours(block.hours)})`,
    );
    bullets(block.contents);
  });
  paragraph(certification.blocksNote, { color: MUTED });

  heading('H2', 'Durée, rythme et modalités');
  labelled('Parcours complet', `${hoursText(training.duration)}, sur ${training.duration.label}.`);
  if (training.duration.employerPath)
    labelled(training.duration.employerPath.label, training.duration.employerPath.explanation);
  if (training.workStudy)
    labelled(
      'Alternance',
      `${WORK_STUDY_LABELS[training.workStudy.contract]}, ${training.workStudy.rhythm}.`,
    );
  if (training.remoteLearning) {
    labelled(
      'À distance',
      `${training.remoteLearning.work}. ${training.remoteLearning.estimatedTime}.`,
    );
    labelled('Assistance pédagogique et technique', `${training.remoteLearning.assistance}.`);
  }

  heading('H2', 'Dates et lieux');
  if (sessions.length === 0) paragraph(next.label);
  bullets(
    sessions.map(
      (session) =>
        `${startLabel(session.start)}, ${session.format.toLowerCase()} : ${sessionPeriod(session).toLowerCase()}. ${session.schedule}. ${session.venue}. Inscription jusqu’au ${formatSessionDate(session.registrationDeadline)}.${session.outlivesRegistration ? ` ${session.outlivesRegistration}` : ''}`,
    ),
  );
  if (sheet.unscheduled)
    paragraph(
      `${sheet.unscheduled} : appelez le ${CONTACT.phoneDisplay} pour connaître la prochaine date.`,
    );
  labelled(
    'Centre',
    `${TRAINING_VENUE.name}, ${TRAINING_VENUE.address}. Accès : ${TRAINING_VENUE.transport}.`,
  );

  heading('H2', 'Admission et délai d’accès');
  bullets(training.access.steps);
  labelled('Délai d’accès', `${training.access.leadTime}.`);

  heading('H2', 'Tarifs et financement');
  bullets(prices.map((line) => `${line.label} : ${line.value}`));
  paragraph(`${training.prices.vatNote}. ${training.prices.extras}.`);
  labelled('Financements possibles selon votre situation', `${sheet.fundingNames}.`);

  heading('H2', 'Méthodes, formateurs et évaluation');
  heading('H3', 'Méthodes mobilisées');
  bullets(training.methods);
  heading('H3', 'Formateurs');
  bullets(training.trainers.map((trainer) => `${trainer.role} : ${trainer.qualification}`));
  heading('H3', 'Évaluation');
  bullets(training.assessment.during);
  labelled('Examen', `${training.assessment.exam}.`);
  labelled('Ce que vous obtenez', `${training.award}.`);

  heading('H2', 'Certification');
  facts([
    ['Intitulé', `Titre professionnel ${certification.label}`],
    ['Fiche RNCP', `${certification.rncpCode} – ${rncpUrl(certification.rncpCode)}`],
    ['Niveau, certificateur', `Niveau ${certification.level}, ${certification.certifier}`],
    [
      'Enregistrement',
      `Du ${formatSessionDate(certification.registrationDate)} au ${formatSessionDate(certification.expiryDate)}. ${certification.legalSource}.${sheet.registrationWarning ? ` ${sheet.registrationWarning}` : ''}`,
    ],
    ['Équivalences', certification.equivalences.join(' ; ')],
    ['Passerelles', certification.bridges.join(' ; ')],
    ['Suites de parcours', certification.nextSteps.join(' ; ')],
    ['Débouchés', certification.jobs.map((job) => `${job.title} (ROME ${job.rome})`).join(' ; ')],
  ]);

  heading('H2', 'Résultats de la formation');
  if (figures.length === 0)
    paragraph(
      'Première promotion en cours : les premiers résultats seront publiés après son examen.',
    );
  bullets(
    figures.map((figure) =>
      figure.published
        ? `${figure.label}, promotion ${figure.periodLabel} : ${formatPercent(figure.value)} (${formatCounts(figure)}). ${figure.method} ${formatSources(figure)}`
        : `${figure.label}, promotion ${figure.periodLabel} : ${figure.withheld}. ${formatSources(figure)}`,
    ),
  );

  heading('H2', 'Accessibilité et handicap');
  labelled(
    DISABILITY_REFERENT.role,
    `${DISABILITY_REFERENT.name}, ${DISABILITY_REFERENT.email}, ${DISABILITY_REFERENT.phoneDisplay}.`,
  );
  heading('H3', 'Aménagements possibles');
  bullets(training.accessibility.adjustments);
  labelled('Examen', `${training.accessibility.examAdaptations}.`);
  labelled('Locaux', `${TRAINING_VENUE.premises}.`);

  heading('H2', 'Contacts et conditions');
  heading('H3', 'Vos contacts');
  bullets(
    TRAINING_CONTACTS.map(
      (contact) => `${contact.role} : ${contact.name}, ${contact.email}, ${contact.phoneDisplay}`,
    ),
  );
  heading('H3', 'Rétractation, abandon, annulation');
  bullets(cancellationTerms());

  // Running header and footer on every page, marked as artifacts so screen readers skip them.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.markContent('Artifact', { type: 'Pagination' });
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.rect(0, 0, doc.page.width, 40).fill(BRAND);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#ffffff')
      .text(winAnsi(`${SITE.name} · Programme de formation`), MARGIN, 15, {
        width,
        lineBreak: false,
      });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        winAnsi(
          `${SITE.name}, ${TRAINING_VENUE.address} · ${certification.rncpCode} · Mis à jour le ${formatDate(training.updatedAt)} · Page ${index + 1} sur ${range.count}`,
        ),
        MARGIN,
        doc.page.height - 35,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
    doc.endMarkedContent();
  }

  root.end();
  doc.end();
  await done;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}
