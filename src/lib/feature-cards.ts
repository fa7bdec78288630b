// Reads feature cards of one group from the `features` collection, in editor order.
import { getCollection } from 'astro:content';
import { dataInOrder } from './ordered';

/** The cards of `group` (e.g. "home-features") sorted by their `order` field. */
export async function getFeatureGroup(group: string) {
  return dataInOrder(await getCollection('features', ({ data }) => data.group === group));
}
