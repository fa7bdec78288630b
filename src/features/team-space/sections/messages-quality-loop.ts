// The French of « Réclamations », « Résultats des promotions » and « Améliorations » (issue 44; Qualiopi
// indicators 3, 31 and 32), in plain words for the team.

export const COMPLAINTS_MESSAGES = {
  intro:
    'Chaque réclamation reçue par le formulaire de la page Réclamations, avec les délais que la page promet\u00a0: l’accusé de réception puis la réponse motivée, en jours ouvrés après la réception. Enregistrez chaque étape le jour où vous la faites\u00a0: le registre garde la date.',
  filter: 'Afficher',
  filters: { open: 'En cours ({count})', closed: 'Closes ({count})', all: 'Toutes ({count})' },
  empty: {
    open: 'Aucune réclamation en cours.',
    closed: 'Aucune réclamation close.',
    all: 'Aucune réclamation reçue pour le moment.',
  },
  received: 'Reçue le {date}',
  from: 'De\u00a0: {name}',
  training: 'Formation concernée\u00a0: {title}',
  noTraining: 'Aucune formation précisée',
  message: 'Réclamation',
  steps: {
    acknowledged: 'Accusé de réception',
    answered: 'Réponse motivée',
    closed: 'Clôture',
  },
  due: 'à faire au plus tard le {date}',
  late: 'en retard (dû le {date})',
  doneOn: 'fait le {date}',
  closedOn: 'close le {date}',
  record: {
    acknowledged: 'Accusé de réception envoyé',
    answered: 'Réponse envoyée',
    closed: 'Clore la réclamation',
  },
  recordName: {
    acknowledged: 'Accusé de réception envoyé pour «\u00a0{subject}\u00a0»',
    answered: 'Réponse envoyée pour «\u00a0{subject}\u00a0»',
    closed: 'Clore la réclamation «\u00a0{subject}\u00a0»',
  },
  recorded: {
    acknowledged: 'Accusé de réception enregistré',
    answered: 'Réponse enregistrée',
    closed: 'Réclamation close',
  },
  actionTaken: 'Réponse donnée et action menée',
  actionHint:
    'Ce que vous avez répondu et ce qui a été fait\u00a0; obligatoire pour clore. 2\u00a0000\u00a0caractères au plus.',
  staffNote: 'Note interne',
  save: 'Enregistrer les textes',
  saved: 'Textes enregistrés',
  refusals: {
    answered_at: 'Enregistrez d’abord l’accusé de réception.',
    closed_at: 'Pour clore, enregistrez d’abord la réponse et l’action menée.',
    acknowledged_at: 'L’accusé de réception ne peut pas précéder la réception.',
    action_taken:
      'L’action menée fait 2\u00a0000\u00a0caractères au plus, sans caractère invisible.',
    staff_note: 'La note fait 2\u00a0000\u00a0caractères au plus, sans caractère invisible.',
  } as Readonly<Record<string, string>>,
} as const;

export const EXAM_RESULTS_MESSAGES = {
  intro:
    'Saisissez, d’après les procès-verbaux du jury, les effectifs de chaque promotion\u00a0: les apprenants dont la session s’est terminée dans l’année. Le site publie le taux de réussite d’une promotion à partir de 5\u00a0entrants\u00a0; en dessous, il indique que le résultat n’est pas publié.',
  form: {
    addTitle: 'Saisir une promotion',
    editTitle: 'Corriger la promotion {year} — {training}',
    training: 'Formation',
    year: 'Promotion (année de fin de session)',
    yearHint: 'Par exemple 2026\u00a0: les sessions terminées du 1er janvier au 31 décembre.',
    entrants: 'Entrants',
    entrantsHint: 'Apprenants entrés en formation.',
    dropouts: 'Abandons',
    dropoutsHint: 'Entrants sortis avant l’examen.',
    examCandidates: 'Présentés à l’examen',
    passed: 'Reçus au titre complet',
    source: 'Source',
    sourceHint: 'Par exemple «\u00a0Procès-verbal du jury DREETS du 3 février 2027\u00a0».',
    juryOn: 'Date du jury (facultatif)',
    add: 'Enregistrer la promotion',
    save: 'Enregistrer la correction',
    cancel: 'Annuler la correction',
    added: 'Promotion enregistrée',
    saved: 'Correction enregistrée',
  },
  checks: {
    count: 'Saisissez un nombre entier, 0 ou plus.',
    year: 'Saisissez une année à 4 chiffres, à partir de 2000.',
    passed: 'Les reçus ne peuvent pas dépasser les présentés.',
    examCandidates: 'Présentés et abandons ensemble ne peuvent pas dépasser les entrants.',
    source: 'Indiquez la source (10 à 300\u00a0caractères), par exemple le procès-verbal du jury.',
    juryOn:
      'Le jury se tient entre le début de l’année de la promotion et la fin de l’année suivante.',
    duplicate: 'Cette promotion est déjà saisie\u00a0: corrigez-la dans la liste.',
  },
  list: 'Promotions saisies',
  empty: 'Aucune promotion saisie pour le moment.',
  columns: {
    cohort: 'Promotion',
    counts: 'Effectifs',
    publication: 'Sur le site',
  },
  counts: '{entrants} entrants, {dropouts} abandons, {candidates} présentés, {passed} reçus',
  published: 'Publié\u00a0: {rate} de réussite',
  notPublished: 'Non publié (moins de 5\u00a0entrants)',
  source: 'Source\u00a0: {source}',
  jury: 'Jury du {date}',
  updated: 'Mis à jour le {date}',
  edit: 'Corriger',
  editName: 'Corriger la promotion {year} — {training}',
  deleteName: 'Supprimer la promotion {year} — {training}',
  deleteQuestion:
    'Supprimer la promotion {year} — {training}\u00a0? Ses chiffres disparaissent du site à la prochaine mise à jour.',
  deleted: 'Promotion supprimée',
  delete: 'Supprimer',
  answers: {
    title: 'Réponses aux questionnaires, par session',
    intro:
      'Ce que les apprenants ont répondu, sans leur nom : le nombre de répondants, les satisfaits (note 4 ou 5 sur 5) en fin de formation, ceux en emploi à 6 mois, et les commentaires libres.',
    empty: 'Aucune réponse reçue pour le moment.',
    questionnaires: {
      'fin-de-formation': 'Fin de formation',
      'suivi-6-mois': 'Suivi à 6 mois',
    } as Readonly<Record<string, string>>,
    session: 'Session terminée le {date}',
    respondents: '{count} répondant(s)',
    positive: {
      'fin-de-formation': '{count} satisfait(s)',
      'suivi-6-mois': '{count} en emploi',
    } as Readonly<Record<string, string>>,
    comments: 'Commentaires ({count})',
  },
} as const;

export const IMPROVEMENTS_MESSAGES = {
  intro:
    'Les actions d’amélioration décidées à la suite des réclamations, des questionnaires ou des audits. Une action publiée apparaît, datée, sur la page Réclamations du site après sa prochaine mise à jour.',
  rebuild:
    'Le site public est reconstruit chaque nuit\u00a0: une action publiée ou retirée y apparaît ou en disparaît le lendemain matin. Pour l’afficher tout de suite, demandez une mise à jour du site (quelques minutes).',
  form: {
    addTitle: 'Ajouter une action',
    editTitle: 'Modifier «\u00a0{title}\u00a0»',
    decidedOn: 'Décidée le',
    origin: 'Origine',
    title: 'Intitulé',
    titleHint: '3 à 200\u00a0caractères, tel qu’il sera publié.',
    description: 'Description',
    descriptionHint: '10 à 2\u00a0000\u00a0caractères\u00a0: ce qui a changé, pour qui.',
    add: 'Ajouter (non publiée)',
    save: 'Enregistrer',
    cancel: 'Annuler',
    added: 'Action ajoutée, non publiée',
    saved: 'Action enregistrée',
  },
  checks: {
    decided_on: 'Saisissez une date qui n’est pas dans le futur.',
    origin: 'Choisissez une origine.',
    title: 'L’intitulé fait 3 à 200\u00a0caractères, sur une ligne.',
    description: 'La description fait 10 à 2\u00a0000\u00a0caractères.',
  } as Readonly<Record<string, string>>,
  list: 'Actions ({count})',
  empty: 'Aucune action d’amélioration pour le moment.',
  published: 'Publiée le {date}',
  draft: 'Non publiée',
  publish: 'Publier',
  unpublish: 'Retirer du site',
  publishName: 'Publier «\u00a0{title}\u00a0»',
  unpublishName: 'Retirer du site «\u00a0{title}\u00a0»',
  publishedToast: 'Action publiée\u00a0: elle apparaît sur le site après sa mise à jour',
  unpublishedToast: 'Action retirée\u00a0: elle disparaît du site après sa mise à jour',
  edit: 'Modifier',
  editName: 'Modifier «\u00a0{title}\u00a0»',
  delete: 'Supprimer',
  deleteName: 'Supprimer «\u00a0{title}\u00a0»',
  deleteQuestion:
    'Supprimer «\u00a0{title}\u00a0»\u00a0? Elle disparaît aussi du site à sa prochaine mise à jour.',
  deleted: 'Action supprimée',
} as const;
