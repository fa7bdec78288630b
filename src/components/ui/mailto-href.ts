// Ships to browsers. The plain mailto: link to the team's address that pages and islands show; apart from
// mailto.ts (the forms' mail fallback) so that an island with such a link does not load the fallback's code.

/** A mailto: link to a trusted address, with a subject that says where the visitor wrote from. */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
