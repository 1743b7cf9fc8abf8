// Every decision record (docs/decisions/NNN-*.md) has its own number and starts with its title, a date and a status line.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const STATUS = /^- Status: (proposed|accepted|superseded by \d{3})\b/;
const problems = [];
const numbers = new Map();
for (const name of fs
  .readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort()) {
  const number = name.slice(0, 3);
  if (numbers.has(number)) problems.push(`${name}: number ${number} is taken by ${numbers.get(number)} (take the next free one)`);
  numbers.set(number, name);
  const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n').slice(0, 6);
  if (!lines[0]?.startsWith(`# ${name.slice(0, 3)} `)) problems.push(`${name}: the first line must be "# ${name.slice(0, 3)} — <title>"`);
  if (!lines.some((l) => /^- Date: \d{4}-\d{2}-\d{2}$/.test(l))) problems.push(`${name}: needs a "- Date: YYYY-MM-DD" line under the title`);
  if (!lines.some((l) => STATUS.test(l))) problems.push(`${name}: needs a "- Status: proposed | accepted | superseded by NNN" line under the title`);
}
if (problems.length) {
  console.error(`Decision records (see docs/decisions/README.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
