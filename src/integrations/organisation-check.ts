// Stops the build (and `astro dev`) when the organisation's identity breaks its schema: a mistyped
// SIRET or VAT key would otherwise be published on the legal pages and in the CGV. The data itself is
// plain (it ships to browsers), so this is where Zod checks it.
import type { AstroIntegration } from 'astro';
import { ORGANISATION } from '../config/organisation.ts';
import { OrganisationSchema } from '../schemas/organisation.ts';

/** The schema's complaints about `organisation`, one French line each (empty when valid). */
export function organisationProblems(organisation: unknown): string[] {
  const result = OrganisationSchema.safeParse(organisation);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.join('.') || 'organisation'} — ${issue.message}`,
  );
}

export function organisationCheck(): AstroIntegration {
  return {
    name: 'organisation-check',
    hooks: {
      'astro:config:setup': () => {
        const problems = organisationProblems(ORGANISATION);
        if (problems.length > 0) {
          throw new Error(
            `src/config/organisation.ts : identité invalide\n${problems.map((line) => `  - ${line}`).join('\n')}`,
          );
        }
      },
    },
  };
}
