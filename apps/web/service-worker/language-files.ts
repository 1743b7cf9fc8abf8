/**
 * A language's texts or month names (`assets/fr-<hash>.js`): Arena's catalogues and dayjs's locales are built under
 * the language's name. The build checks that no other precached file is named so (build/installable-app.ts).
 */
const LANGUAGE_FILE = /^\/?assets\/(en|fr|ht)-[\w-]+\.js$/;

/** The language whose texts `path` holds, or undefined for any other file. */
export function languageOfFile(path: string): string | undefined {
  return LANGUAGE_FILE.exec(path)?.[1];
}
