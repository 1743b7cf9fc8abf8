import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n.js';
import { messageArguments } from '../message-arguments.js';
import { adminCatalogues, compileCatalogue, playerCatalogues } from './index.js';

const parts = [
  { name: 'player', catalogues: playerCatalogues },
  { name: 'admin', catalogues: adminCatalogues },
] as const;

describe.each(parts)('the $name catalogue in every language', ({ catalogues }) => {
  const english: Readonly<Record<string, string>> = catalogues.en;

  it.each(LOCALES)('%s has every English key and no other', (locale) => {
    const keys: Readonly<Record<string, string>> = catalogues[locale];
    expect(Object.keys(english).filter((key) => !(key in keys))).toEqual([]);
    expect(Object.keys(keys).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES)('%s compiles, and each text uses the placeholders its English text uses', (locale) => {
    const texts: Readonly<Record<string, string>> = catalogues[locale];
    expect(() => compileCatalogue(texts)).not.toThrow();
    const differing = Object.keys(english).filter((key) => messageArguments(texts[key] ?? '').join() !== messageArguments(english[key]!).join());
    expect(differing).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has no empty text', (locale) => {
    const texts: Readonly<Record<string, string>> = catalogues[locale];
    expect(Object.keys(texts).filter((key) => texts[key]!.trim() === '')).toEqual([]);
  });
});

describe('messageArguments', () => {
  it('names the arguments of plain, plural and select texts once each, sorted', () => {
    expect(messageArguments('Plain')).toEqual([]);
    expect(messageArguments('{player} for {amount} by {player}')).toEqual(['amount', 'player']);
    expect(messageArguments('{count, plural, one {# bid on {player}} other {# bids}}')).toEqual(['count', 'player']);
  });

  it('throws on a text that is not ICU', () => {
    expect(() => messageArguments('{count, plural, one {#}')).toThrow();
  });
});
