// Runs in the browser. Until a form's island has hydrated (it then sets `novalidate` and shows its own
// messages under each field), the browser checks `required` and `type` itself, in the language of the
// browser: "Please fill out this field." on a French page. This puts a French sentence in its bubble.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The French sentence for what is wrong with `control`, or '' when the browser's check passes. */
export function frenchValidationMessage(control: Control): string {
  const { validity } = control;
  const type = control instanceof HTMLInputElement ? control.type : control.localName;
  if (validity.valueMissing) {
    if (type === 'select' || type === 'radio') return 'Veuillez choisir une option.';
    if (type === 'checkbox') return 'Veuillez cocher cette case.';
    if (type === 'file') return 'Veuillez choisir un fichier.';
    return 'Veuillez remplir ce champ.';
  }
  if (validity.typeMismatch && type === 'email')
    return 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.';
  if (validity.badInput || validity.typeMismatch) return 'Veuillez saisir une valeur valide.';
  if (validity.rangeUnderflow || validity.rangeOverflow)
    return 'Cette valeur est hors des limites.';
  if (validity.tooLong || validity.tooShort) return 'Cette valeur n’a pas la bonne longueur.';
  if (validity.patternMismatch) return 'Veuillez respecter le format demandé.';
  return '';
}

/** Translates the browser's own validation bubbles for every form of the page. */
export function enhanceFrenchValidation(): void {
  document.addEventListener(
    'invalid',
    (event) => {
      const control = event.target as Control;
      control.setCustomValidity('');
      control.setCustomValidity(frenchValidationMessage(control));
    },
    true,
  );
  // A custom message keeps the control invalid: clear it as soon as the visitor changes the value.
  const reset = (event: Event) => {
    const control = event.target;
    if ('setCustomValidity' in (control as object)) (control as Control).setCustomValidity('');
  };
  document.addEventListener('input', reset, true);
  document.addEventListener('change', reset, true);
}
