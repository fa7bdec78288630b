// Fixtures of the testimonials island tests: the placeholders as the page passes them, and rows as the database returns them.
import type { PublishedTestimonial } from '~/db/testimonials';
import type { TestimonialView } from '~/features/testimonials/testimonial-view';

/** The three examples, as temoignages.astro builds them from content/data/testimonials.yaml. */
export const EXAMPLES: TestimonialView[] = [
  {
    id: 'placeholder-1',
    name: 'Sarah B.',
    formation: 'Titre professionnel Conseiller de vente',
    rating: 5,
    text: 'Après huit ans en caisse, je voulais évoluer.',
    date: '2025-06-18',
    example: true,
  },
  {
    id: 'placeholder-2',
    name: 'Mehdi K.',
    formation: 'Titre professionnel Manager d’unité marchande',
    rating: 5,
    text: 'J’ai suivi la formation en alternance.',
    date: '2025-04-02',
    example: true,
  },
  {
    id: 'placeholder-3',
    name: 'Julie R.',
    formation: 'Titre professionnel Employé commercial',
    rating: 4,
    text: 'Une formation concrète et bien rythmée.',
    date: '2025-02-11',
    example: true,
  },
];

/** A validated row as listValidatedTestimonials returns it. */
export function publishedRow(
  id: number,
  name: string,
  created_at = '2026-11-20T10:00:00+00:00',
): PublishedTestimonial {
  return {
    id,
    name,
    formation: 'Titre professionnel Conseiller de vente',
    rating: 4,
    text: `Le témoignage publié de ${name}.`,
    experience_year: 2025,
    created_at,
    published_at: created_at,
  };
}

/** The years offered in the form. */
export const YEARS = [2026, 2025, 2024];

/** The trainings offered in the form. */
export const TRAININGS = [
  'Titre professionnel Employé commercial',
  'Titre professionnel Conseiller de vente',
];
