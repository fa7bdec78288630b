// The icon sprite (src/components/ui/icon-sprite.ts) as a file of the site, named after its content so
// that it is cached for a year (netlify.toml) and a changed icon gets a new URL. `astro dev` serves it too.
import type { APIRoute, GetStaticPaths } from 'astro';
import { ICON_SPRITE, ICON_SPRITE_VERSION } from '~/components/ui/icon-sprite';

export const getStaticPaths = (() => [
  { params: { version: ICON_SPRITE_VERSION } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(ICON_SPRITE, { headers: { 'Content-Type': 'image/svg+xml' } });
