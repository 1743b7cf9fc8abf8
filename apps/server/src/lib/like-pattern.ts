/** `%text%` for LIKE/ILIKE, with the user's `%`, `_` and `\` taken literally (a search box, not a pattern). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
