// Reads feature cards of one group from the `features` collection, in editor order.
import { getCollection } from 'astro:content';

/** The cards of `group` (e.g. "home-features") sorted by their `order` field. */
export async function getFeatureGroup(group: string) {
  const entries = await getCollection('features', ({ data }) => data.group === group);
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}
