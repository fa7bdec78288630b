// The valid training of tests/fixtures/content/training.valid.yaml, parsed by the collection's schema as
// the build parses a training (its picture resolved to a plain string): what the pages, the programme
// PDF and the structured data are built from.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { parse } from 'yaml';
import { TrainingSchema, type Training } from '~/schemas/training';

const context = { image: () => z.string() } as unknown as SchemaContext;

/** A training every rule accepts; sessions in 2027, RNCP registration until 13 October 2027. */
export function validTraining(): Training {
  return TrainingSchema(context).parse(
    parse(
      readFileSync(new URL('../fixtures/content/training.valid.yaml', import.meta.url), 'utf8'),
    ),
  );
}
