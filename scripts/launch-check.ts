// `npm run check:launch`: every placeholder still in place before the site goes live (sample identity,
// `.example` addresses, fictitious testimonials and demo dashboard without a backend, funding shown
// while the Qualiopi certificate is pending, no nightly rebuild, no SMTP server for Auth's e-mails).
// Pure: scripts/check-launch.ts gathers the input.
// Relative imports only: Node runs the script without Vite's `~` alias.
import type { QualiopiStatus } from '../src/config/qualiopi.ts';

/** The identity values this site was built with as samples: still there means not replaced. */
export const SAMPLE_IDENTITY = {
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  trainingRegistration: '11756543275',
  mediatorName: 'Médiation Formation Consommation',
} as const;

/** Funding that requires a Qualiopi certificate (Code du travail L6316-1). */
const CERTIFIED_ONLY_FUNDING = new Set(['CPF', 'OPCO', 'France Travail', 'Transitions Pro']);

export interface LaunchCheckInput {
  /** The canonical URL the build would use (SITE_URL, else Netlify's URL, else the default). */
  siteUrl: string;
  /** src/config/organisation.ts's ORGANISATION. */
  organisation: {
    siret: string;
    vatNumber: string;
    trainingRegistration: { number: string } & Record<string, unknown>;
    mediator: { name: string } & Record<string, unknown>;
  } & Record<string, unknown>;
  qualiopi: QualiopiStatus;
  /** Each training file and the funding it lists. */
  trainings: { file: string; financing: readonly string[] }[];
  /** Number of fictitious testimonials in content/data/testimonials.yaml. */
  exampleTestimonials: number;
  /** Whether PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_KEY are set. */
  hasBackend: boolean;
  /** Whether the nightly rebuild's build hook is set (netlify/functions/daily-rebuild.mts). */
  hasDailyRebuild: boolean;
  /** supabase/config.toml [auth.email.smtp]: the server Auth sends the learners' e-mails through. */
  smtp: { enabled: boolean; host: string; adminEmail: string };
  /** Editors' files (content/), scanned for `.example` addresses. */
  files: { path: string; text: string }[];
}

export interface Placeholder {
  /** Where to fix it: a file, or a field of the identity. */
  where: string;
  what: string;
}

const EXAMPLE_DOMAIN = /[\w.-]*\.example\b/g;

/** Every string of `value` that names an `.example` domain, with its path (`contact.email`). */
function exampleStrings(value: unknown, path: string): Placeholder[] {
  if (typeof value === 'string') {
    const domains = value.match(EXAMPLE_DOMAIN);
    return domains ? [{ where: path, what: `domaine d’exemple (${value})` }] : [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      exampleStrings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Whether the URL is a real deployment: neither an `.example` domain nor the local machine. */
export function isLiveSiteUrl(siteUrl: string): boolean {
  const { hostname } = new URL(siteUrl);
  return !(
    hostname === 'example' ||
    hostname.endsWith('.example') ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/** Every placeholder still in place, identity first, in a stable order. */
export function findPlaceholders(input: LaunchCheckInput): Placeholder[] {
  const identity = 'src/config/organisation.ts';
  const { organisation } = input;
  const placeholders: Placeholder[] = [];
  const sample = (field: string, value: string, expected: string, label: string) => {
    if (value === expected)
      placeholders.push({ where: `${identity} › ${field}`, what: `${label} d’exemple (${value})` });
  };
  sample('siret', organisation.siret, SAMPLE_IDENTITY.siret, 'SIRET');
  sample('vatNumber', organisation.vatNumber, SAMPLE_IDENTITY.vatNumber, 'numéro de TVA');
  sample(
    'trainingRegistration.number',
    organisation.trainingRegistration.number,
    SAMPLE_IDENTITY.trainingRegistration,
    'numéro de déclaration d’activité',
  );
  sample('mediator.name', organisation.mediator.name, SAMPLE_IDENTITY.mediatorName, 'médiateur');
  for (const found of exampleStrings(organisation, ''))
    placeholders.push({ where: `${identity} › ${found.where}`, what: found.what });

  for (const file of input.files) {
    const domains = [...new Set(file.text.match(EXAMPLE_DOMAIN) ?? [])];
    if (domains.length > 0)
      placeholders.push({ where: file.path, what: `domaine d’exemple (${domains.join(', ')})` });
  }

  if (!input.hasBackend) {
    if (input.exampleTestimonials > 0)
      placeholders.push({
        where: 'content/data/testimonials.yaml',
        what: `${input.exampleTestimonials} témoignages fictifs affichés sur /temoignages/ (pas de backend Supabase configuré)`,
      });
    placeholders.push({
      where: 'content/data/dashboard.yaml',
      what: 'tableau de bord de démonstration affiché sur /dashboard-apprenant/ (pas de backend Supabase configuré)',
    });
  }

  if (!input.hasDailyRebuild)
    placeholders.push({
      where: 'Netlify › DAILY_REBUILD_HOOK_URL',
      what: 'aucune reconstruction nocturne (sessions ouvertes, « Prochaine session » et avis RNCP resteraient ceux du dernier déploiement)',
    });

  const { smtp } = input;
  if (!smtp.enabled || !smtp.host.trim() || !smtp.adminEmail.trim())
    placeholders.push({
      where: 'supabase/config.toml › [auth.email.smtp]',
      what: 'aucun serveur SMTP déclaré pour les e-mails des apprenants (le service par défaut de Supabase n’écrit qu’aux membres de l’équipe du projet : confirmations et liens de mot de passe n’arriveraient pas)',
    });
  else if (`${smtp.host} ${smtp.adminEmail}`.match(EXAMPLE_DOMAIN))
    placeholders.push({
      where: 'supabase/config.toml › [auth.email.smtp]',
      what: `domaine d’exemple (${smtp.host}, ${smtp.adminEmail})`,
    });

  if (input.qualiopi.status === 'pending') {
    const withFunding = input.trainings.filter((training) =>
      training.financing.some((name) => CERTIFIED_ONLY_FUNDING.has(name)),
    );
    if (withFunding.length > 0)
      placeholders.push({
        where: 'src/config/qualiopi.ts',
        what: `certification Qualiopi en attente alors que ${withFunding.length} formation(s) citent des financements réservés aux organismes certifiés (${withFunding.map((training) => training.file).join(', ')})`,
      });
  }
  return placeholders;
}

export interface LaunchVerdict {
  placeholders: Placeholder[];
  live: boolean;
  /** False when a live deployment still carries placeholders: the check exits non-zero. */
  ok: boolean;
}

export function checkLaunch(input: LaunchCheckInput): LaunchVerdict {
  const placeholders = findPlaceholders(input);
  const live = isLiveSiteUrl(input.siteUrl);
  return { placeholders, live, ok: !live || placeholders.length === 0 };
}
