// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import consentDirective from './src/integrations/consent-directive.ts';
import interactionDirective from './src/integrations/interaction-directive.ts';
import { contentFreshness } from './src/integrations/content-freshness.ts';
import { readPageDates } from './src/integrations/sitemap-dates.ts';
import { pagefindIndex } from './src/integrations/pagefind.ts';
import { pageCss } from './src/integrations/page-css.ts';
import { idleModuleScripts } from './src/integrations/idle-module-scripts.ts';
import { consentRuntime } from './src/integrations/consent-runtime.ts';
import { rewriteBuiltPages } from './src/integrations/built-pages.ts';
import { organisationCheck } from './src/integrations/organisation-check.ts';
import { clientChunkFileName } from './src/integrations/chunk-names.ts';
import { resolveSiteUrl, isIndexable } from './src/config/site-url.mjs';
import {
  buildEnvironment,
  pagePolicyDirectives,
  scriptResources,
} from './src/config/content-security-policy.mjs';

/** @param {{ code?: string; message: string }} warning */
const isAstroHeadInjectWarning = (warning) =>
  warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject');

const pageDates = readPageDates(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  site: resolveSiteUrl(process.env),
  output: 'static',
  trailingSlash: 'always',
  // The dev toolbar covered the cookie banner at 375 px and fetched a remote address even offline.
  devToolbar: { enabled: false },
  build: {
    format: 'directory',
    // Pages rendered 8 at a time: one page's file write overlaps the next pages' rendering; same output,
    // shorter build (docs/performance.md, Render concurrency).
    concurrency: 8,
  },
  // French copy is full of inline emphasis: keep the whitespace between inline elements.
  // Beware: this collapses a literal U+00A0 that touches a tag or an {expression} into a plain space;
  // write `&nbsp;` there (tests/site/typography.test.ts catches it).
  compressHTML: true,
  image: {
    // Illustrations are our own SVGs (content/images): pages serve them as they are, and only the
    // social-card PNGs of articles are rasterised from them.
    dangerouslyProcessSVG: true,
  },
  markdown: {
    // Smart punctuation would turn French quotes into English curly ones; editors type « » themselves.
    processor: satteri({ features: { smartPunctuation: false } }),
    // Shiki colours code with inline style attributes, which the pages' policy (security.csp below)
    // blocks. No content has a code block; one an editor adds renders as plain <pre><code>, styled
    // by the prose stylesheet. Also spares every build Shiki's start (its WebAssembly engine).
    syntaxHighlight: false,
  },
  integrations: [
    // React first: renderers are asked in order, and MDX's check would call an island as a plain
    // function to find out whether it is MDX ("Invalid hook call" in `astro dev`).
    react(),
    // optimize: MDX compiles the static HTML of a body to strings instead of one JSX call per element:
    // ~10 % less build CPU at 1,000 articles (npm run bench:scale), the same pages but for the line
    // breaks between blocks.
    mdx({ optimize: true }),
    consentDirective(),
    interactionDirective(),
    contentFreshness(),
    organisationCheck(),
    // One pass over the built pages. The cookie banner's runtime leaves the pages that need it only
    // before a first answer; module scripts become loaders that wait for the page's load; then each
    // page gets its own CSS inline (render in one round trip) and a policy hashing its own inline
    // scripts, so the other two come first. Meanwhile Pagefind
    // indexes the pages' text (trainings, articles, FAQ) for /recherche/: the pass leaves it as it was.
    rewriteBuiltPages([consentRuntime(), idleModuleScripts(), pageCss()], [pagefindIndex()]),
    sitemap({
      filter: (page) => isIndexable(new URL(page).pathname),
      // lastmod only where the content says when it changed (articles, trainings, blog lists).
      serialize: (item) => {
        const modified = pageDates.get(new URL(item.url).pathname);
        return modified ? { ...item, lastmod: modified.toISOString().slice(0, 10) } : item;
      },
    }),
  ],
  env: {
    schema: {
      PUBLIC_SUPABASE_URL: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
      PUBLIC_SUPABASE_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      SITE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      // Audience measurement (Matomo), loaded only after the visitor's 'Accepter' (docs/operations.md).
      PUBLIC_MATOMO_URL: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
      PUBLIC_MATOMO_SITE_ID: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
      }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        // Astro's own MDX output trips this warning once per .mdx file (withastro/astro#18087, open):
        // at 1,000 articles that was 10,000 lines of build log hiding the warnings that matter.
        onwarn(warning, warn) {
          if (isAstroHeadInjectWarning(warning)) return;
          warn(warning);
        },
      },
    },
    environments: {
      // Chunks sent to browsers: named after their feature too (src/integrations/chunk-names.ts).
      client: { build: { rolldownOptions: { output: { chunkFileNames: clientChunkFileName } } } },
      // The prerender build (never sent to browsers): every article in one chunk instead of one each;
      // same pages, shorter build (docs/performance.md, Articles in one prerender chunk).
      prerender: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'articles', test: /content[\\/]articles[\\/].*\.mdx/ }],
              },
            },
          },
        },
      },
    },
  },
  security: {
    // Astro hashes every inline script and style it emits (island runtime, directive loaders, inlined
    // scripts and styles) into a <meta http-equiv="content-security-policy"> on each page. The headers
    // this meta cannot carry (frame-ancestors) are in netlify.toml, its value headerPolicy(). Not the
    // Netlify adapter's per-route headers: it does not build this static site as one (docs/performance.md,
    // No Netlify adapter).
    csp: {
      algorithm: 'SHA-256',
      directives: pagePolicyDirectives(buildEnvironment()),
      scriptDirective: { resources: scriptResources(buildEnvironment()) },
    },
  },
});
