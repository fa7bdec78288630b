// SIRET numbers and the verdict private.is_siret gives them (20261128130000_session_requests.sql): the
// browser's check (src/features/requests/siret.ts) is held to the same verdicts, with and without the
// database (tests/unit/features/requests/siret.test.ts, tests/db/siret-agreement.test.ts).
export const SIRET_SAMPLES: ReadonlyArray<readonly [label: string, siret: string, valid: boolean]> =
  [
    ['a valid check digit', '73282932000074', true],
    ['another valid one', '55210055400013', true],
    ['a wrong check digit', '73282932000075', false],
    ['a valid SIRET whose SIREN fails Luhn', '12345678900007', false],
    ['13 digits', '7328293200007', false],
    ['15 digits', '732829320000740', false],
    ['letters', '7328293200007A', false],
    ['La Poste, digits adding up to a multiple of 5 (not Luhn)', '35600000000001', true],
    ['La Poste, another multiple of 5', '35600000049170', true],
    ['La Poste, digits not adding up to a multiple of 5', '35600000012345', false],
    ['La Poste’s head office (Luhn)', '35600000000048', true],
    ['all zeros (passes Luhn)', '00000000000000', true],
  ];
