/**
 * Checks a translated catalogue against English while it is being written:
 *   npx tsx scripts/check-translation.ts fr|ht [admin]
 * Lists keys missing or unknown, texts that are not valid ICU syntax, and placeholders that differ from English.
 * The catalogue tests (packages/shared) enforce the same rules in `npm test`.
 */
import { en } from '../packages/shared/src/messages.js';
import { adminEn } from '../packages/shared/src/admin-messages.js';
import { messageArguments } from '../packages/shared/src/message-arguments.js';

const [language, part] = process.argv.slice(2);
const admin = part === 'admin';
const file = admin ? `admin-${language}` : language;
const module = (await import(`../packages/shared/src/locales/${file}.ts`)) as Record<string, Record<string, string>>;
const translated = Object.values(module)[0];
const english: Record<string, string> = admin ? adminEn : en;
const problems: string[] = [];
for (const key of Object.keys(english)) if (!(key in translated)) problems.push(`missing: ${key}`);
for (const [key, text] of Object.entries(translated)) {
  if (!(key in english)) {
    problems.push(`unknown: ${key}`);
    continue;
  }
  try {
    const want = messageArguments(english[key]).join(',');
    const got = messageArguments(text).join(',');
    if (want !== got) problems.push(`placeholders differ: ${key} (English {${want}}, ${file} {${got}})`);
  } catch (error) {
    problems.push(`not ICU: ${key}: ${(error as Error).message}`);
  }
}
console.log(problems.length === 0 ? `${file}: ${Object.keys(translated).length} texts, all good` : problems.join('\n'));
process.exitCode = problems.length === 0 ? 0 : 1;
