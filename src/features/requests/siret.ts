// Ships to browsers with the quote form. The SIRET check digit, as private.is_siret decides it
// (supabase/migrations/20261128130000_session_requests.sql; tests/db/siret-agreement.test.ts holds the
// two equal): 14 digits, the SIREN (9 first) and the whole number pass the Luhn check; La Poste's
// establishments (SIREN 356000000, head office aside) instead have digits adding up to a multiple of 5.

const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** The Luhn check: doubling every second digit from the right, the sum is a multiple of 10. */
function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** A SIRET as printed (« 732 829 320 00074 »): its spaces, no-break ones included, removed as the trigger does. */
export function compactSiret(value: string): string {
  return value.replace(/[\s\u00a0\u202f]/g, '');
}

/** Whether `value` (already compacted) is a SIRET the database accepts. */
export function isSiret(value: string): boolean {
  if (!/^[0-9]{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN) && value !== LA_POSTE_HEAD_OFFICE)
    return [...value].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  return luhnOk(value.slice(0, 9)) && luhnOk(value);
}
