import { z } from 'astro/zod';

/** Names of the icons drawn by src/components/ui/Icon.astro; editors pick one by name. */
export const ICON_NAMES = [
  'academic-cap',
  'briefcase',
  'users',
  'chart',
  'target',
  'heart',
  'sparkles',
  'compass',
  'wallet',
  'building',
  'handshake',
  'shield',
  'clock',
  'calendar',
  'book',
  'chat',
  'check-badge',
  'lightbulb',
  'map',
  'refresh',
  'document',
  'euro',
  'star',
  'puzzle',
] as const;

export const IconNameSchema = z
  .enum(ICON_NAMES)
  .describe(`Nom d’icône, parmi : ${ICON_NAMES.join(', ')}.`);

export type IconName = (typeof ICON_NAMES)[number];
