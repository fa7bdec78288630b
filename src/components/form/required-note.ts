// Ships to browsers. What every form of the site says above its fields, alone in its module so that a
// form outside the form kit (the learner space's sign-in) says it without loading the kit's strings.

/** The sentence above a form's fields; an optional field says « (facultatif) » in its label. */
export const REQUIRED_NOTE = 'Tous les champs sont obligatoires, sauf mention contraire.';
