import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The argument names an ICU message uses (`{amount}`, `{count, plural, …}`), sorted and unique: every translation
 * of a text must use the same ones as English, or a placeholder would show raw or a value would go missing.
 * Throws on a text that is not valid ICU message syntax.
 */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}
