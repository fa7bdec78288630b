// Ships to browsers (contact form). Turns the `?subject=` of /contact links into a readable subject.

/**
 * The subject to prefill: the readable text of a known code, otherwise the raw value with underscores
 * as spaces; empty without a parameter.
 * @example describeContactSubject('?subject=Demande_Coaching_Examen', subjects) // 'Demande d’information : …'
 */
export function describeContactSubject(
  search: string,
  known: Readonly<Record<string, string>>,
): string {
  const raw = new URLSearchParams(search).get('subject')?.trim() ?? '';
  if (Object.hasOwn(known, raw)) return known[raw]!;
  return raw.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
}
