import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { COMMENT_HEADER, astToString, type OpenAPI3 } from 'openapi-typescript';
import { openApiDocument } from '@decorlook/query-api/docs/openapi-document';

/**
 * The API description outside the server, from the same builder /v1/openapi.json serves:
 *   --write-json   writes .tmp/openapi.json (what `npm run lint:api` hands to Redocly)
 *   --write-types  regenerates the web client's types, web/src/lib/api-schema.d.ts (`npm run gen:api`)
 *   --check-types  fails when the committed types differ from a fresh generation
 */
const ROOT = path.resolve(import.meta.dirname, '..');
export const JSON_FILE = path.join(ROOT, '.tmp/openapi.json');
export const TYPES_FILE = path.join(ROOT, 'web/src/lib/api-schema.d.ts');

export async function generatedTypes(): Promise<string> {
  const ast = await openapiTS(openApiDocument() as unknown as OpenAPI3, { silent: true });
  return `${COMMENT_HEADER.replace('Do not make direct changes to the file.', 'Do not edit: `npm run gen:api` writes it from the route table.')}${astToString(ast)}`;
}

async function main(args: string[]) {
  if (args.length === 0) throw new Error('usage: api-description [--write-json] [--write-types] [--check-types]');
  if (args.includes('--write-json')) {
    mkdirSync(path.dirname(JSON_FILE), { recursive: true });
    writeFileSync(JSON_FILE, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
  }
  if (args.includes('--write-types')) {
    writeFileSync(TYPES_FILE, await generatedTypes());
    console.log(`wrote ${path.relative(ROOT, TYPES_FILE)}`);
  }
  if (args.includes('--check-types')) {
    let committed = '';
    try {
      committed = readFileSync(TYPES_FILE, 'utf8');
    } catch {
      // A missing file is reported below like a stale one.
    }
    if (committed !== (await generatedTypes())) {
      console.error(`${path.relative(ROOT, TYPES_FILE)} does not match the route table: run \`npm run gen:api\` and commit the result.`);
      process.exitCode = 1;
    }
  }
}

await main(process.argv.slice(2));
