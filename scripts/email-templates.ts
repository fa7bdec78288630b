// `npm run email-templates`: writes the French e-mails of Supabase Auth (supabase/templates/<kind>.html)
// from the learner space's messages and the organisation's identity; supabase/config.toml points at
// them, the local Auth renders them. Run it after changing either; a unit test fails until then.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMAIL_KINDS, renderEmailTemplate } from '../src/features/learner-space/email-templates.ts';

for (const kind of EMAIL_KINDS) {
  const path = fileURLToPath(new URL(`../supabase/templates/${kind}.html`, import.meta.url));
  writeFileSync(path, renderEmailTemplate(kind));
  console.log(`email-templates : ${path}`);
}
