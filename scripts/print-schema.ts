// Prints the Pothos schema to schema.graphql (committed; Relay compiles against it).
// `--check` fails when the committed file is not current (run in CI).
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema/index.ts';

const file = new URL('../schema.graphql', import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8');
  if (current !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  writeFileSync(file, printed);
  console.log('Wrote schema.graphql');
}
