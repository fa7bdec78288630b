// Ships to browsers. What every form of the site says above its fields, alone in its module so that the
// learner space's forms (outside the form kit) say it without loading the kit's strings. The kit's
// messages.ts writes the same sentence (tests/unit/components/form/required-note.test.ts): imported
// there, this module became a chunk of its own on every form page.

/** The sentence above a form's fields; an optional field says « (facultatif) » in its label. */
export const REQUIRED_NOTE = 'Tous les champs sont obligatoires, sauf mention contraire.';
