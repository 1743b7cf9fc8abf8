import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The argument names an ICU message uses (`{amount}`, `{count, plural, …}`), sorted and unique: every translation
 * of a text must use the same ones as English, or a placeholder would show raw or a value would go missing.
 * Throws on a text that is not valid ICU message syntax.
 */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}
