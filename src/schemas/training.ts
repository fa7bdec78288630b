import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

// The public information of one training offer. Each group answers a Qualiopi indicator 1 or 3 item
// (or an article of the Code du travail cited in its description): an auditor compares the page and
// the programme PDF, both built from these fields. Facts shared by every training (venue, contacts,
// disability referent, cancellation terms) live once in src/config/site.ts.

/** Formats offered (docs/product.md §3: Présentiel, Distanciel, Alternance on every training). */
export const TRAINING_FORMATS = ['Présentiel', 'Distanciel', 'Alternance'] as const;

/** Financing channels (docs/product.md §3: CPF, OPCO, France Travail, Personnel on every training). */
export const TRAINING_FINANCING = ['CPF', 'OPCO', 'France Travail', 'Personnel'] as const;

/** Registration form codes of each training (docs/product.md §3, Registration request). */
export const TRAINING_CODES = ['EC', 'CV', 'AM', 'MUM'] as const;

/** The two legal regimes of work-study (Code du travail L6221-1 and L6325-1). */
export const WORK_STUDY_CONTRACTS = ['professionnalisation', 'apprentissage'] as const;

const text = (what: string, min = 3) =>
  z
    .string({ error: `${what} : texte obligatoire.` })
    .trim()
    .min(min, { error: `${what} : ${min} caractères au moins.` });
const textList = (what: string) =>
  z
    .array(text(what), { error: `${what} : liste obligatoire.` })
    .min(1, { error: `${what} : au moins un élément.` });
/** A calendar date written AAAA-MM-JJ (YAML gives a Date; a quoted string is checked, never guessed). */
const date = (what: string) =>
  z.union([z.date(), z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`))], {
    error: `${what} : date attendue au format AAAA-MM-JJ.`,
  });
/** A group of fields: missing altogether, it is named in French like any other field. */
const group = <T extends z.core.$ZodLooseShape>(what: string, shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${what} : champ inconnu ${issue.keys.join(', ')}.`
        : `${what} : bloc obligatoire.`,
  });
const euros = (what: string) =>
  z
    .number({ error: `${what} : montant en euros attendu.` })
    .nonnegative({ error: `${what} : montant positif attendu.` });

const SessionSchema = group('Session', {
  start: date('Début de session').describe('Premier jour de formation (AAAA-MM-JJ).'),
  end: date('Fin de session').describe('Dernier jour de formation, examen compris (AAAA-MM-JJ).'),
  format: z
    .enum(TRAINING_FORMATS, {
      error: 'Modalité de session : Présentiel, Distanciel ou Alternance.',
    })
    .describe('Modalité de cette session.'),
  venue: text('Lieu de session').describe(
    'Lieu : adresse du centre, « À distance (classes virtuelles) » ou « Centre et entreprise d’accueil ».',
  ),
  schedule: text('Horaires de session').describe(
    'Horaires et rythme, par ex. « Du lundi au vendredi, de 9\u00a0h à 12\u00a0h\u00a030 et de 13\u00a0h\u00a030 à 17\u00a0h ».',
  ),
  registrationDeadline: date('Date limite d’inscription').describe(
    'Dernier jour pour s’inscrire ; après cette date la session n’est plus proposée.',
  ),
  seats: z
    .number({ error: 'Places : nombre entier attendu.' })
    .int()
    .positive()
    .optional()
    .describe('Nombre de places, si connu.'),
  seatsLeft: z
    .number({ error: 'Places restantes : nombre entier attendu.' })
    .int()
    .nonnegative()
    .optional()
    .describe('Places encore disponibles, si connu. 0 ferme la session.'),
  seatsCountedOn: date('Date du décompte des places')
    .optional()
    .describe(
      'Jour où les places restantes ont été comptées, affiché à côté d’elles ; obligatoire avec seatsLeft.',
    ),
});

/** Kinds of positioning question: one answer among `options`, or a few words. */
export const POSITIONING_KINDS = ['choice', 'text'] as const;

const PositioningQuestionSchema = group('Question de positionnement', {
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'Question de positionnement : id en minuscules et tirets.' })
    .describe('Nom stable de la question, par ex. « experience-vente ».'),
  label: text('Intitulé de la question', 5)
    .max(300, { error: 'Intitulé de la question : 300 caractères au plus.' })
    .describe('La question telle qu’elle est posée (et enregistrée avec la réponse).'),
  kind: z
    .enum(POSITIONING_KINDS, { error: 'Type de question : choice ou text.' })
    .describe('choice : une réponse parmi options ; text : quelques mots.'),
  options: z
    .array(text('Réponse proposée', 1).max(200), { error: 'Réponses proposées : liste attendue.' })
    .min(2, { error: 'Réponses proposées : au moins deux.' })
    .optional()
    .describe('Réponses proposées (choice seulement).'),
});

// Optional step of the registration (Qualiopi indicators 4 and 8: needs analysed, entry level positioned).
const PositioningSchema = group('Questionnaire de positionnement', {
  intro: text('Introduction du questionnaire', 10)
    .optional()
    .describe('Une ou deux phrases avant les questions.'),
  questions: z
    .array(PositioningQuestionSchema, { error: 'Questions : liste obligatoire.' })
    .min(2, { error: 'Questionnaire de positionnement : 2 questions au moins.' })
    .max(8, { error: 'Questionnaire de positionnement : 8 questions au plus.' }),
}).superRefine((positioning, context) => {
  const seen = new Set<string>();
  positioning.questions.forEach((question, index) => {
    if (seen.has(question.id))
      context.addIssue({
        code: 'custom',
        path: ['questions', index, 'id'],
        message: `Question de positionnement : id « ${question.id} » en double.`,
      });
    seen.add(question.id);
    if ((question.kind === 'choice') !== (question.options !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['questions', index, 'options'],
        message:
          'Question de positionnement : des réponses proposées pour choice, aucune pour text.',
      });
  });
});

const BlockSchema = group('Bloc de compétences', {
  code: text('Code du bloc', 2).describe(
    'Référence du bloc dans la fiche RNCP, par ex. « RNCP37099BC01 ».',
  ),
  title: text('Intitulé du bloc', 10).describe(
    'Intitulé exact du bloc de compétences (certificat de compétences professionnelles).',
  ),
  hours: z
    .number({ error: 'Heures du bloc : nombre attendu.' })
    .positive({ error: 'Heures du bloc : nombre positif.' })
    .describe('Heures en centre consacrées à ce bloc.'),
  contents: textList('Contenus du bloc').describe('Contenus enseignés (programme, L6353-1).'),
});

const JobSchema = group('Métier', {
  title: text('Métier').describe('Intitulé du métier visé.'),
  rome: z
    .string()
    .regex(/^[A-N]\d{4}$/, { error: 'Code ROME : une lettre et quatre chiffres, par ex. D1507.' })
    .describe('Code ROME de France Travail.'),
});

export const CertificationSchema = group('Certification', {
  label: text('Intitulé RNCP', 10).describe(
    'Intitulé exact de la certification, copié de la fiche France compétences.',
  ),
  rncpCode: z
    .string({ error: 'Code RNCP obligatoire.' })
    .regex(/^RNCP\d{4,6}$/, { error: 'Le code RNCP s’écrit « RNCP » suivi de chiffres.' })
    .describe('Numéro de fiche RNCP, par ex. RNCP37099 (lien France compétences généré).'),
  level: z
    .union([z.literal(3), z.literal(4), z.literal(5)], {
      error: 'Le niveau doit valoir 3, 4 ou 5.',
    })
    .describe('Niveau du cadre national des certifications : 3, 4 ou 5.'),
  certifier: text('Certificateur').describe(
    'Organisme certificateur, par ex. « Ministère du Travail ».',
  ),
  registrationDate: date('Date d’enregistrement RNCP').describe(
    'Date de début d’enregistrement au RNCP.',
  ),
  expiryDate: date('Date d’échéance RNCP').describe(
    'Date d’échéance de l’enregistrement. `npm run check:content` échoue 120 jours avant.',
  ),
  legalSource: text('Texte d’enregistrement', 10).describe(
    'Arrêté qui enregistre ou révise le titre, pour vérification.',
  ),
  blocks: z
    .array(BlockSchema, { error: 'Blocs de compétences : liste obligatoire.' })
    .min(1, { error: 'Au moins un bloc de compétences.' })
    .describe('Blocs de compétences, chacun validable séparément (programme par blocs).'),
  blocksNote: text('Validation par blocs').describe(
    'Comment un bloc se valide séparément et reste acquis.',
  ),
  equivalences: textList('Équivalences').describe('Équivalences et certifications proches.'),
  bridges: textList('Passerelles').describe('Passerelles vers d’autres certifications.'),
  nextSteps: textList('Suites de parcours').describe('Poursuites de formation possibles.'),
  jobs: z
    .array(JobSchema, { error: 'Métiers : liste obligatoire.' })
    .min(1, { error: 'Au moins un métier visé.' })
    .describe('Débouchés : métiers et codes ROME.'),
  exam: group('Examen', {
    fee: euros('Frais d’examen').describe('Prix de la session de certification en euros.'),
    included: z
      .boolean({ error: 'Frais d’examen inclus : true ou false.' })
      .describe('true si les frais d’examen sont compris dans le tarif.'),
  }),
});

export const TrainingSchema = ({ image }: SchemaContext) =>
  group('Formation', {
    title: text('Titre', 5).describe(
      'Intitulé commercial de la formation, affiché en titre de page et du programme PDF.',
    ),
    code: z
      .enum(TRAINING_CODES, { error: 'Code de formation : EC, CV, AM ou MUM.' })
      .describe('Code court utilisé par le formulaire d’inscription (EC, CV, AM ou MUM).'),
    level: text('Niveau en toutes lettres').describe(
      'Niveau en toutes lettres, par ex. « Niveau 4 (équivalent Bac) ».',
    ),
    levelValue: z
      .union([z.literal(3), z.literal(4), z.literal(5)], {
        error: 'Le niveau doit valoir 3, 4 ou 5.',
      })
      .describe('Niveau RNCP en chiffre : 3, 4 ou 5. Sert au tri et au filtre du catalogue.'),
    updatedAt: date('Date de mise à jour').describe(
      'Date de la dernière mise à jour de ces informations (AAAA-MM-JJ), affichée sur la page et le PDF.',
    ),
    description: z
      .string({ error: 'Résumé : texte obligatoire.' })
      .min(40, { error: 'Résumé : 40 caractères au moins.' })
      .max(320, { error: 'Résumé : 320 caractères au plus.' })
      .describe('Résumé de 1 à 2 phrases : carte du catalogue et meta description.'),
    audience: textList('Public visé').describe(
      'Public visé (L6353-4) : à qui s’adresse la formation.',
    ),
    prerequisites: textList('Prérequis').describe(
      'Prérequis ; écrire explicitement « Aucun prérequis » s’il n’y en a pas.',
    ),
    objectives: textList('Objectifs').describe(
      'Objectifs opérationnels et évaluables : ce que l’apprenant saura faire.',
    ),
    duration: group('Durée', {
      label: text('Durée affichée').describe('Durée en mois, affichée sur le badge : « 9 mois ».'),
      totalHours: z
        .number({ error: 'Durée totale : nombre d’heures attendu.' })
        .positive({ error: 'Durée totale : nombre d’heures positif.' })
        .describe('Durée totale en heures.'),
      centreHours: z
        .number({ error: 'Heures en centre : nombre attendu.' })
        .positive({ error: 'Heures en centre : nombre positif.' })
        .describe('Heures de formation en centre (ou à distance).'),
      companyHours: z
        .number({ error: 'Heures en entreprise : nombre attendu.' })
        .nonnegative({ error: 'Heures en entreprise : nombre positif ou nul.' })
        .describe('Heures en entreprise (stage ou alternance).'),
      employerPath: group('Parcours employeur', {
        label: text('Parcours employeur'),
        explanation: text('Explication du parcours employeur', 20),
      })
        .optional()
        .describe(
          'Parcours plus court proposé aux employeurs (page /entreprises), avec ce qui le distingue du parcours complet.',
        ),
    }),
    formats: z
      .array(
        z.enum(TRAINING_FORMATS, { error: 'Modalité : Présentiel, Distanciel ou Alternance.' }),
        { error: 'Modalités : liste obligatoire.' },
      )
      .min(1, { error: 'Au moins une modalité.' })
      .describe('Modalités proposées : Présentiel, Distanciel, Alternance.'),
    workStudy: group('Alternance', {
      contract: z
        .enum(WORK_STUDY_CONTRACTS, {
          error: 'Contrat d’alternance : professionnalisation ou apprentissage.',
        })
        .describe('Régime légal de l’alternance proposée.'),
      rhythm: text('Rythme d’alternance').describe(
        'Rythme, par ex. « 2 jours en centre, 3 jours en entreprise ».',
      ),
    })
      .optional()
      .describe('Obligatoire si la formation est proposée en alternance.'),
    remoteLearning: group('Formation à distance', {
      work: text('Travaux demandés à distance', 10).describe(
        'Travaux demandés à l’apprenant à distance.',
      ),
      estimatedTime: text('Temps estimé à distance').describe('Temps estimé pour les réaliser.'),
      assistance: text('Assistance à distance', 10).describe(
        'Qui assiste (pédagogique et technique), comment et dans quel délai (D6313-3-1).',
      ),
    })
      .optional()
      .describe('Obligatoire si la formation est proposée à distance.'),
    access: group('Modalités d’accès', {
      steps: textList('Étapes d’accès').describe(
        'Étapes de l’inscription : information, test, entretien, contrat…',
      ),
      leadTime: text('Délai d’accès').describe(
        'Délai habituel entre la demande et l’entrée en formation, en clair.',
      ),
      leadTimeDays: z
        .number({ error: 'Délai d’accès : nombre de jours attendu.' })
        .int({ error: 'Délai d’accès : nombre entier de jours.' })
        .positive({ error: 'Délai d’accès : nombre de jours positif.' })
        .describe('Même délai, en jours.'),
    }),
    sessions: z
      .array(SessionSchema, { error: 'Sessions : liste obligatoire (vide si aucune date).' })
      .describe(
        'Sessions datées. La prochaine session ouverte s’affiche ; sans session ouverte : « Prochaines dates : nous consulter ».',
      ),
    positioning: PositioningSchema.optional().describe(
      'Questionnaire de positionnement facultatif proposé avec la demande d’inscription (2 à 8 questions).',
    ),
    price: text('Libellé de prix').describe(
      'Libellé de prix en tête de page, par exemple « Formation financée » : affiché une fois les financements publics mobilisables (certification Qualiopi) ; d’ici là, la page commence par les prix.',
    ),
    prices: group('Tarifs', {
      individual: euros('Tarif particulier').describe(
        'Prix pour un particulier qui finance lui-même, en euros TTC.',
      ),
      company: euros('Tarif entreprise').describe(
        'Prix pour une entreprise ou un OPCO, en euros HT.',
      ),
      vatNote: text('Régime de TVA', 10).describe(
        'Régime de TVA (exonération et son fondement, ou taux).',
      ),
      extras: text('Frais annexes').describe(
        'Frais annexes éventuels (tenue, transport…), ou « Aucun frais annexe ».',
      ),
    }),
    financing: z
      .array(
        z.enum(TRAINING_FINANCING, {
          error: 'Financement : CPF, OPCO, France Travail ou Personnel.',
        }),
        { error: 'Financements : liste obligatoire.' },
      )
      .min(1, { error: 'Au moins un financement.' })
      .describe('Financements possibles : CPF, OPCO, France Travail, Personnel.'),
    methods: textList('Méthodes mobilisées').describe('Méthodes et moyens pédagogiques (L6353-1).'),
    trainers: z
      .array(
        group('Formateur', {
          role: text('Rôle du formateur'),
          qualification: text('Qualification du formateur', 10),
        }),
        { error: 'Formateurs : liste obligatoire.' },
      )
      .min(1, { error: 'Au moins un formateur.' })
      .describe('Formateurs et qualifications (L6353-8).'),
    assessment: group('Évaluation', {
      during: textList('Évaluations en cours').describe('Évaluations en cours de formation.'),
      exam: text('Épreuves de certification', 20).describe(
        'Déroulé de l’examen : jury, mise en situation, entretien, dossier professionnel.',
      ),
    }),
    award: text('Sanction', 10).describe('Ce qui est délivré : titre, CCP, attestation.'),
    accessibility: group('Accessibilité', {
      adjustments: textList('Aménagements possibles').describe(
        'Aménagements possibles du parcours.',
      ),
      examAdaptations: text('Aménagements d’examen', 10).describe(
        'Aménagements des épreuves (indicateur 16).',
      ),
    }),
    certification: CertificationSchema,
    strengths: textList('Points forts').describe(
      'Points forts. Les 2 premiers apparaissent sur la carte du catalogue.',
    ),
    tags: textList('Mots-clés').describe(
      'Mots-clés de recherche. Les 3 premiers apparaissent sur la carte.',
    ),
    image: image().describe(
      'Illustration (chemin relatif vers un fichier du dossier content/images).',
    ),
    imageAlt: z
      .string({ error: 'Texte alternatif : obligatoire (vide si image décorative).' })
      .describe('Texte alternatif de l’illustration ; vide si elle est purement décorative.'),
  }).superRefine((training, context) => {
    if (training.formats.includes('Alternance') && !training.workStudy) {
      context.addIssue({
        code: 'custom',
        path: ['workStudy'],
        message:
          'Alternance proposée : préciser le contrat (apprentissage ou professionnalisation) et le rythme.',
      });
    }
    if (training.formats.includes('Distanciel') && !training.remoteLearning) {
      context.addIssue({
        code: 'custom',
        path: ['remoteLearning'],
        message: 'Distanciel proposé : préciser travaux, temps estimé et assistance (D6313-3-1).',
      });
    }
    if (
      training.duration.centreHours + training.duration.companyHours !==
      training.duration.totalHours
    ) {
      context.addIssue({
        code: 'custom',
        path: ['duration', 'totalHours'],
        message: 'Durée totale : doit égaler heures en centre + heures en entreprise.',
      });
    }
    training.sessions.forEach((session, index) => {
      if (session.end <= session.start)
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'end'],
          message: 'La session finit avant de commencer.',
        });
      if (session.registrationDeadline > session.start)
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'registrationDeadline'],
          message: 'La date limite d’inscription suit le début de session.',
        });
      // A count of seats left is a figure that ages: the page dates it (« décompte du … »).
      if (session.seatsLeft !== undefined && !session.seatsCountedOn)
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'seatsCountedOn'],
          message: 'Places restantes : indiquer le jour du décompte (seatsCountedOn).',
        });
      if (session.seats !== undefined && (session.seatsLeft ?? 0) > session.seats)
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'seatsLeft'],
          message: `Places restantes : pas plus que les ${session.seats} places de la session.`,
        });
      // The page lists the formats offered, then the sessions: a session in another format would
      // contradict it (and « Aucune session … en distanciel » would be said beside a distance session).
      if (!training.formats.includes(session.format))
        context.addIssue({
          code: 'custom',
          path: ['sessions', index, 'format'],
          message: `Session en ${session.format.toLowerCase()} : ajouter « ${session.format} » aux modalités (formats).`,
        });
    });
  });

export type Training = z.infer<ReturnType<typeof TrainingSchema>>;
export type TrainingSession = z.infer<typeof SessionSchema>;
export type Positioning = z.infer<typeof PositioningSchema>;
