import { z } from 'astro/zod';

// The organisation's legal identity (src/config/organisation.ts): what the mentions légales (LCEN art. 6,
// Code de commerce R123-237), the CGV (Code de la consommation L612-1, R616-1), the footer, the contact
// page and the structured data print. Each rule below is one a reader (or an auditor) would check.

/** French business identifiers carry a Luhn check digit (INSEE): a typo is caught before it is published. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const text = (label: string) =>
  z
    .string({ error: `${label} : texte obligatoire.` })
    .trim()
    .min(2, { error: `${label} : trop court.` });

const email = (label: string) => z.email({ error: `${label} : adresse e-mail invalide.` });

const url = (label: string) =>
  z.url({ protocol: /^https$/, error: `${label} : adresse https:// attendue.` });

/** A French phone number as displayed ("01 84 80 42 10") and as dialled ("+33184804210"). */
const PhoneSchema = z
  .strictObject({
    display: z
      .string()
      .regex(/^0\d( \d\d){4}$/, { error: 'Téléphone : format « 01 23 45 67 89 ».' }),
    href: z
      .string()
      .regex(/^\+33\d{9}$/, { error: 'Téléphone : format international « +33123456789 ».' }),
  })
  .refine((phone) => `+33${phone.display.replaceAll(' ', '').slice(1)}` === phone.href, {
    error: 'Téléphone : les deux écritures ne désignent pas le même numéro.',
  });

const AddressSchema = z.strictObject({
  street: text('Adresse'),
  postalCode: z.string().regex(/^\d{5}$/, { error: 'Code postal : cinq chiffres.' }),
  city: text('Ville'),
  /** Empty for France; the country name otherwise (a host abroad). */
  country: z.string().optional(),
});

/** A person or a service the public may write to. */
const ContactPointSchema = z.strictObject({
  name: text('Nom'),
  role: text('Fonction'),
  email: email('Contact'),
  phone: PhoneSchema,
});

export const OrganisationSchema = z
  .strictObject({
    /** Dénomination sociale. */
    legalName: text('Dénomination sociale'),
    legalForm: z.strictObject({
      short: text('Forme juridique (sigle)'),
      long: text('Forme juridique'),
    }),
    shareCapitalEuros: z.number().int().positive(),
    headOffice: AddressSchema,
    siret: z
      .string()
      .regex(/^\d{14}$/, { error: 'SIRET : 14 chiffres sans espace.' })
      .refine(luhnValid, { error: 'SIRET : clé de contrôle invalide.' }),
    rcsCity: text('Ville du greffe (RCS)'),
    apeCode: z.string().regex(/^\d{2}\.\d{2}[A-Z]$/, { error: 'Code APE : format 85.59A.' }),
    vatNumber: z.string().regex(/^FR\d{2}\d{9}$/, { error: 'TVA : format FR + 11 chiffres.' }),
    /** Déclaration d'activité (L6351-1): 11 digits, the first two being the region's code. */
    trainingRegistration: z.strictObject({
      number: z.string().regex(/^\d{11}$/, { error: 'Déclaration d’activité : 11 chiffres.' }),
      region: text('Région de la déclaration d’activité'),
    }),
    publicationDirector: z.strictObject({
      name: text('Directeur de la publication'),
      role: text('Fonction'),
    }),
    host: z.strictObject({
      name: text('Hébergeur'),
      address: text('Adresse de l’hébergeur'),
      phone: text('Téléphone de l’hébergeur'),
      website: url('Site de l’hébergeur'),
    }),
    contact: z.strictObject({ email: email('Contact'), phone: PhoneSchema, city: text('Ville') }),
    pedagogicalContact: ContactPointSchema,
    privacyContact: ContactPointSchema,
    complaintsContact: ContactPointSchema,
    disabilityReferent: ContactPointSchema,
    /** Consumer mediator (L612-1, R616-1): its name, postal address and website must be shown. */
    mediator: z.strictObject({
      name: text('Médiateur'),
      address: text('Adresse du médiateur'),
      website: url('Site du médiateur'),
    }),
  })
  .refine((organisation) => organisation.siret.startsWith(organisation.vatNumber.slice(4)), {
    error: 'TVA : les 9 derniers chiffres doivent être le SIREN (début du SIRET).',
  })
  .refine(
    (organisation) => {
      const siren = Number(organisation.siret.slice(0, 9));
      return Number(organisation.vatNumber.slice(2, 4)) === (12 + 3 * (siren % 97)) % 97;
    },
    { error: 'TVA : clé invalide pour ce SIREN.' },
  );

export type Organisation = z.infer<typeof OrganisationSchema>;
