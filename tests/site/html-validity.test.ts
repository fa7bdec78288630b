// Every built page is valid HTML (RGAA criterion 8.2: the W3C validator is what an auditor runs) and
// passes html-validate's accessibility rules, which read the markup where axe reads the rendered page:
// a <style> in <body>, an autocomplete token the element cannot take, an aria-label on an element that
// cannot be named.
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, pagePathOf, readDistFile, requireDist } from '../support/dist';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // H32 asks every form for a submit button. The catalogue filters apply as the visitor types and
    // change no context (WCAG 3.2.2); their script cancels submission, so a button would do nothing.
    'wcag/h32': 'off',
  },
});

describe('HTML valide', () => {
  requireDist();

  it.each(listHtmlFiles().map((file) => [pagePathOf(file), file]))('%s', async (_path, file) => {
    const report = await validator.validateString(readDistFile(file).toString('utf8'), file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}:${message.column} ${message.ruleId} — ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
