// Before a form's island hydrates, the browser's own validation bubbles speak French (the page's
// language), not the browser's: "Veuillez remplir ce champ." instead of "Please fill out this field.".
import { beforeAll, describe, expect, it } from 'vitest';
import { enhanceFrenchValidation } from '../../../../src/components/form/french-validation';

beforeAll(() => {
  enhanceFrenchValidation();
});

/** A form holding `html`, attached to the document, and its first control. */
function formWith(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return { form, control: form.querySelector<HTMLInputElement>('input, select, textarea')! };
}

describe('bulles de validation du navigateur avant hydratation', () => {
  it('un champ obligatoire vide : « Veuillez remplir ce champ. »', () => {
    const { form, control } = formWith('<input name="nom" required>');
    expect(form.checkValidity()).toBe(false);
    expect(control.validationMessage).toBe('Veuillez remplir ce champ.');
  });

  it('le message disparaît dès que le visiteur saisit une valeur valide', () => {
    const { form, control } = formWith('<input name="nom" required>');
    form.checkValidity();
    control.value = 'Zoë';
    control.dispatchEvent(new Event('input', { bubbles: true }));
    expect(control.validity.valid).toBe(true);
    expect(form.checkValidity()).toBe(true);
  });

  it('une adresse e-mail mal formée, une liste et un fichier ont leur propre phrase', () => {
    const email = formWith('<input type="email" name="email" value="zoe@" required>');
    email.form.checkValidity();
    expect(email.control.validationMessage).toBe(
      'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
    );
    const select = formWith(
      '<select name="f" required><option value="">Choisissez…</option></select>',
    );
    select.form.checkValidity();
    expect(select.control.validationMessage).toBe('Veuillez choisir une option.');
    const file = formWith('<input type="file" name="cv" required>');
    file.form.checkValidity();
    expect(file.control.validationMessage).toBe('Veuillez choisir un fichier.');
  });
});
