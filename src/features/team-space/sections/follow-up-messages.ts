// What « Suivi des apprenants », « Ressources pédagogiques » and the trainers' assignments say, in
// plain French for a non-technical team; loaded with those sections only.

export const FOLLOW_UP_MESSAGES = {
  intro: {
    staff:
      'Les apprenants inscrits à une formation\u00a0: leur progression, leurs séances, leurs notifications et leurs documents, tels qu’ils les voient dans leur espace.',
    trainer:
      'Les apprenants des formations que vous animez\u00a0: leur progression, leurs séances, leurs notifications et leurs documents, tels qu’ils les voient dans leur espace.',
  },
  filters: {
    legend: 'Filtrer les apprenants',
    training: 'Formation',
    session: 'Session',
    allTrainings: 'Toutes les formations',
    allSessions: 'Toutes les sessions',
    count: '{shown} sur {total}',
  },
  learners: 'Apprenants',
  empty: {
    staff: 'Aucun apprenant inscrit pour le moment. Invitez-en un ci-dessous.',
    trainer:
      'Aucun apprenant à suivre pour le moment\u00a0: l’équipe administrative vous associe à vos formations et y inscrit les apprenants.',
    filtered: 'Aucun apprenant ne correspond à ces filtres.',
  },
  open: 'Ouvrir le suivi de {name}',
  noName: 'Nom non renseigné',
  unknownTraining: 'Formation inconnue ({code})',
  unknownSession: 'Session inconnue ({key})',
  noSession: 'Session à préciser',
  typedTraining:
    '«\u00a0{title}\u00a0» (saisie avant le catalogue\u00a0: inscrivez la personne à une session)',
  identity: {
    title: 'Identité',
    email: 'E-mail',
    account: 'Compte',
    invited: 'Invité(e) par e-mail',
    created: 'Compte créé par la personne',
    confirmed: 'Adresse confirmée',
    unconfirmed: 'Invitation pas encore acceptée',
    lastSignIn: 'Dernière connexion le {date}',
    neverSignedIn: 'Jamais connecté(e)',
    back: 'Revenir à la liste des apprenants',
  },
  enrolments: {
    title: 'Inscriptions',
    progress: 'Progression (en %)',
    progressHint: 'Un nombre entier de 0 à 100, tel que l’apprenant le voit.',
    endedOn: 'Fin de la formation',
    endedOnNone: 'Non renseignée',
    save: 'Enregistrer',
    saved: 'Inscription enregistrée.',
  },
  lessons: {
    title: 'Séances',
    empty: 'Aucune séance programmée.',
    add: 'Programmer une séance',
    edit: 'Modifier',
    remove: 'Supprimer',
    removed: 'Séance supprimée.',
    added: 'Séance programmée.',
    changed: 'Séance modifiée.',
    online: 'Classe virtuelle\u00a0: {url}',
    onSite: 'Sur place\u00a0: {place}',
    onSiteUnnamed: 'Sur place',
    enrolment: 'Inscription concernée',
  },
  lesson: {
    legendNew: 'Nouvelle séance',
    legendEdit: 'Modifier la séance',
    title: 'Intitulé',
    date: 'Date',
    start: 'Début (heure de Paris)',
    end: 'Fin (heure de Paris)',
    place: 'Lieu (facultatif)',
    placeHint: 'Par exemple «\u00a0Salle 2, 48 rue de l’Avenir\u00a0».',
    joinUrl: 'Lien de la classe virtuelle (facultatif)',
    joinUrlHint: 'Une adresse qui commence par https://',
    save: 'Enregistrer la séance',
    cancel: 'Annuler',
    titleMissing: 'Saisissez l’intitulé de la séance.',
    dateMissing: 'Choisissez la date de la séance.',
    startMissing: 'Saisissez l’heure de début.',
    endMissing: 'Saisissez l’heure de fin.',
    noSuchTime:
      'Cette heure n’existe pas ce jour-là à Paris (passage à l’heure d’été)\u00a0: choisissez-en une autre.',
  },
  notifications: {
    title: 'Notifications',
    empty: 'Aucune notification.',
    kinds: { info: 'Information', success: 'Bonne nouvelle' },
    sentOn: 'Envoyée le {date}',
    remove: 'Supprimer',
    removeName: 'Supprimer la notification «\u00a0{message}\u00a0»',
    removed: 'Notification supprimée.',
    added: 'Notification envoyée.',
    link: 'Lien\u00a0: {link}',
  },
  notification: {
    legend: 'Nouvelle notification',
    kind: 'Type',
    message: 'Message',
    messageHint: 'De {min} à {max}\u00a0caractères, sur une ligne.',
    link: 'Lien vers une page du site (facultatif)',
    linkHint: 'Une adresse du site qui commence par /, par exemple /dashboard-apprenant/',
    submit: 'Envoyer la notification',
    messageMissing: 'Saisissez le message.',
  },
  documents: {
    titleLearner: 'Documents de l’apprenant',
    titleSession: 'Documents de la session',
    empty: 'Aucun document.',
    open: 'Ouvrir «\u00a0{title}\u00a0» (PDF)',
    hint: 'Le document s’ouvre dans un nouvel onglet\u00a0; son lien ne fonctionne que 60\u00a0secondes.',
    remove: 'Supprimer «\u00a0{title}\u00a0»',
    removed: 'Document supprimé.',
    added: 'Document déposé.',
    addedOn: 'Déposé le {date}',
    failed: 'Le document n’a pas pu être ouvert.',
    blocked:
      'Votre navigateur a bloqué le nouvel onglet\u00a0: autorisez les fenêtres pour ce site, puis réessayez.',
    openButton: 'Ouvrir',
    removeButton: 'Supprimer',
  },
  document: {
    legend: 'Déposer un document',
    title: 'Titre du document',
    titleHint: 'Par exemple «\u00a0Convocation\u00a0» ou «\u00a0Programme de la formation\u00a0».',
    file: 'Fichier PDF',
    fileHint: 'Un PDF de {max} au plus.',
    submit: 'Déposer le document',
    titleMissing: 'Saisissez le titre du document.',
    fileMissing: 'Choisissez le fichier PDF.',
    empty: 'Ce fichier est vide\u00a0: choisissez le bon document.',
    notPdf: 'Ce fichier n’est pas un PDF\u00a0: enregistrez le document en PDF, puis déposez-le.',
    tooLarge:
      'Le fichier dépasse {max}\u00a0: réduisez-le (export PDF «\u00a0taille réduite\u00a0»).',
  },
  invite: {
    title: 'Inviter un apprenant',
    intro:
      'La personne reçoit un e-mail d’invitation pour choisir son mot de passe, puis retrouve sa formation dans son espace.',
    email: 'E-mail',
    fullName: 'Nom et prénom',
    training: 'Formation',
    session: 'Session',
    chooseTraining: 'Choisissez une formation',
    chooseSession: 'Choisissez une session',
    submit: 'Envoyer l’invitation',
    sent: 'Invitation envoyée à {email}\u00a0; l’apprenant est inscrit.',
    emailMissing: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    nameMissing: 'Saisissez le nom et le prénom ({min} à {max}\u00a0caractères).',
    trainingMissing: 'Choisissez la formation.',
    sessionMissing: 'Choisissez la session.',
  },
  enrol: {
    title: 'Inscrire un compte existant',
    intro: 'Les comptes apprenants créés sans formation\u00a0: choisissez-en un et inscrivez-le.',
    account: 'Compte',
    chooseAccount: 'Choisissez un compte',
    empty: 'Aucun nouveau compte en attente d’inscription.',
    submit: 'Inscrire',
    done: '{name} est inscrit(e).',
    accountMissing: 'Choisissez le compte à inscrire.',
  },
  checks: {
    length: 'Saisissez de {min} à {max}\u00a0caractères.',
    unclean: 'Le texte contient un caractère invisible ou un retour à la ligne\u00a0: retirez-le.',
  },
  /** The database's constraints (contract of issue 43), each in plain French. */
  refusals: {
    lessons_join_url_check: 'Le lien de la classe virtuelle doit commencer par https://',
    lessons_ends_at_check: 'La fin de la séance doit suivre son début.',
    lessons_place_check: 'Le lieu doit compter de {min} à {max}\u00a0caractères, sur une ligne.',
    lessons_title_check: 'L’intitulé doit compter de {min} à {max}\u00a0caractères, sur une ligne.',
    learner_notifications_link_check:
      'Le lien doit mener à une page de ce site\u00a0: une adresse qui commence par /, par exemple /dashboard-apprenant/',
    learner_notifications_message_check:
      'Le message doit compter de {min} à {max}\u00a0caractères, sur une ligne.',
    learner_notifications_kind_check: 'Choisissez le type de la notification.',
    enrolments_session_fkey:
      'Cette session n’existe pas dans le catalogue\u00a0: choisissez-en une dans la liste.',
    enrolments_session_open_check:
      'Cette session a été retirée du catalogue\u00a0: choisissez-en une autre.',
    unknown_session:
      'Cette session n’existe pas ou a été retirée du catalogue\u00a0: choisissez-en une autre.',
    enrolments_training_check: 'Choisissez la formation et la session.',
    enrolments_learner_session_key: 'Cet apprenant est déjà inscrit à cette session.',
    enrolments_progress_check: 'La progression est un nombre entier de 0 à 100.',
    learner_documents_title_check:
      'Le titre doit compter de {min} à {max}\u00a0caractères, sur une ligne.',
    learner_documents_stored_pdf_check:
      'Ce fichier n’est pas un PDF\u00a0: enregistrez le document en PDF, puis déposez-le.',
    learner_documents_target_check: 'Le document doit viser une session ou un apprenant.',
    learner_documents_learner_enrolled_check:
      'Cet apprenant n’est pas inscrit à cette formation\u00a0: le document ne peut pas lui être destiné.',
    learner_documents_object_path_check: 'Le document n’a pas pu être rangé. Réessayez.',
    trainer_trainings_trainer_check: 'Ce compte n’est pas un compte formateur.',
    trainer_trainings_pkey: 'Ce formateur anime déjà cette formation.',
    email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    fullName: 'Saisissez le nom et le prénom ({min} à {max}\u00a0caractères).',
    account_exists:
      'Cette adresse a déjà un compte\u00a0: choisissez-le dans la liste des nouveaux comptes («\u00a0Inscrire un compte existant\u00a0»).',
  },
} as const;

/** The question before a delete, and its two answers. */
export const CONFIRM_MESSAGES = {
  confirm: 'Oui, supprimer',
  cancel: 'Annuler',
  lesson:
    'Supprimer la séance «\u00a0{title}\u00a0»\u00a0? Elle disparaît du planning de l’apprenant.',
  sessionLesson:
    'Supprimer la séance «\u00a0{title}\u00a0» pour toute la session ({learners})\u00a0? Elle disparaît de leur planning.',
  notification: 'Supprimer cette notification\u00a0? L’apprenant ne la verra plus.',
  document: 'Supprimer «\u00a0{title}\u00a0»\u00a0? Les apprenants ne pourront plus l’ouvrir.',
} as const;

export const RESOURCES_MESSAGES = {
  intro: {
    staff:
      'Pour chaque session\u00a0: les documents que tous ses apprenants retrouvent dans leur espace, et les séances communes.',
    trainer:
      'Pour chaque session des formations que vous animez\u00a0: les documents que tous ses apprenants retrouvent dans leur espace, et les séances communes.',
  },
  noTrainings:
    'Aucune formation ne vous est encore associée\u00a0: l’équipe administrative le fait dans «\u00a0Comptes et données personnelles\u00a0».',
  training: 'Formation',
  session: 'Session',
  learners: ['apprenant inscrit à cette session', 'apprenants inscrits à cette session'],
  schedule: {
    title: 'Programmer une séance pour toute la session',
    intro: 'Une séance identique est ajoutée au planning de chaque apprenant inscrit à la session.',
    noLearners:
      'Aucun apprenant n’est inscrit à cette session\u00a0: la séance ne peut être programmée pour personne.',
    done: 'Séance programmée pour {learners}.',
  },
  upcoming: {
    title: 'Prochaines séances de la session',
    empty: 'Aucune séance à venir.',
    learners: ['apprenant', 'apprenants'],
    remove: 'Supprimer pour toute la session',
    removed: 'Séance supprimée pour toute la session.',
  },
} as const;

export const TRAINERS_MESSAGES = {
  title: 'Formateurs et formations animées',
  intro:
    'Un formateur voit et suit les apprenants des formations qui lui sont associées, et leurs ressources.',
  empty:
    'Aucun compte formateur. Un compte formateur se crée par invitation (npm run team:invite, voir le guide d’exploitation).',
  none: 'Aucune formation associée.',
  add: 'Associer une formation',
  choose: 'Choisissez une formation',
  submit: 'Associer',
  remove: 'Retirer {training}',
  added: '{training}\u00a0: associée à {email}.',
  removed: '{training}\u00a0: retirée à {email}.',
  missing: 'Choisissez la formation à associer.',
} as const;
