import { describe, expect, it } from 'vitest';
import { formatBidAmount } from './marketplace.js';
import { activateMessages } from './i18n.js';
import { centsToMoneyText, dollarsToCents, formatCents, formatCentsIn, formatCount, formatWholeDollars, groupThousands, parseMoneyText } from './money.js';

describe('dollarsToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['0.07', 7],
    ['1.1', 110],
    ['19.99', 1999],
    ['  42.10  ', 4210],
    ['007', 700],
    ['0', 0],
    ['-5', -500],
    ['-0.25', -25],
  ])('%j is %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it('takes numbers through their decimal text, so no float error creeps in', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(dollarsToCents(1.15)).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(dollarsToCents(12)).toBe(1200);
    expect(dollarsToCents(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: more than two decimals
  });

  it.each(['', ' ', 'abc', '12.345', '1,000', '1 000', '.5', '5.', '+5', '$5', '1e3', '--5', '5-', '0x10', 'Infinity', 'NaN', '12.5.0'])(
    '%j is not an amount',
    (input) => {
      expect(dollarsToCents(input)).toBeNull();
    },
  );

  it('refuses non-finite numbers and amounts beyond exact integers', () => {
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(dollarsToCents(1e21)).toBeNull();
    expect(dollarsToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(dollarsToCents('90071992547409.92')).toBeNull();
    expect(dollarsToCents('900719925474099312')).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(dollarsToCents('-0'), 0)).toBe(true);
    expect(Object.is(dollarsToCents('-0.00'), 0)).toBe(true);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [1250, '$12.50'],
    [123450, '$1,234.50'],
    [100_000_000, '$1,000,000.00'],
    [-1999, '-$19.99'],
    [-5, '-$0.05'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 10, 101, 99_999, 1_234_567]) {
      const text = formatCents(cents).replace(/[$,]/g, '');
      expect(dollarsToCents(text)).toBe(cents);
    }
  });
});

describe('formatCentsIn', () => {
  it.each([
    ['en', 123450, '$1,234.50'],
    ['fr', 123450, '1\u202f234,50\u00a0$'],
    ['ht', 123450, '1\u202f234,50\u00a0$'],
    ['fr', 5, '0,05\u00a0$'],
    ['fr', 100_000_000, '1\u202f000\u202f000,00\u00a0$'],
    ['ht', -1999, '-19,99\u00a0$'],
  ] as const)('%s: %i cents is %s', (locale, cents, text) => {
    expect(formatCentsIn(locale, cents)).toBe(text);
  });

  it('agrees with Intl fr-FR on the digits and separators', () => {
    for (const cents of [0, 5, 123450, 987_654_321]) {
      const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(cents / 100);
      expect(formatCentsIn('fr', cents)).toBe(`${intl}\u00a0$`);
    }
  });
});

describe('groupThousands', () => {
  it('groups digits as en-US does, for every length up to the largest exact integer', () => {
    const wholes = [0, 7, 12, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits += 1) wholes.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    for (const whole of [...wholes, ...wholes.filter((w) => w > 0).map((w) => -w)])
      expect(groupThousands(whole), String(whole)).toBe(whole.toLocaleString('en-US'));
  });
});

describe('formatBidAmount', () => {
  it('shows whole dollars without cents and cents without a trailing zero, as en-US does with up to two decimals', () => {
    expect(formatBidAmount(125_000)).toBe('$1,250');
    expect(formatBidAmount(1_250)).toBe('$12.5');
    expect(formatBidAmount(1_205)).toBe('$12.05');
    for (const cents of [1, 5, 10, 99, 100, 101, 110, 1_999, 100_050, 123_456_789, 999_999_999])
      expect(formatBidAmount(cents), String(cents)).toBe(`$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
  });
});

describe('parseMoneyText', () => {
  const deposit = { invalid: 'wallet.invalidAmount' } as const;
  const price = { invalid: 'invalid', negative: 'negative' } as const;
  const bid = { invalid: 'market.invalidBid', wholeDollars: true } as const;
  const adjustment = { invalid: 'wholeDollars', wholeDollars: true, allowNegative: true } as const;

  it.each([
    ['150.5', 15_050],
    ['150.50', 15_050],
    ['150', 15_000],
    ['0.01', 1],
    ['0', 0],
    ['007', 700],
    ['  42.10  ', 4_210],
    ['1,000.50', 100_050],
    ['$1,000.50', 100_050],
    ['$12', 1_200],
    ['12,345,678', 1_234_567_800],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%j is exactly %i cents where cents are allowed', (text, cents) => {
    expect(parseMoneyText(text, deposit)).toEqual({ cents });
  });

  it.each([
    '',
    '   ',
    'abc',
    '1e3',
    '1E3',
    '١٢',
    '۱۲',
    '１２',
    '12.345',
    '1.500',
    '.5',
    '5.',
    '+5',
    '1,00',
    '1,5',
    '10,00.50',
    '1,0000',
    '0,100',
    ',100',
    '1 000',
    '$-5',
    '--5',
    '5-',
    '0x10',
    'Infinity',
    'NaN',
    '12.5.0',
    '−5',
    '90071992547409.92',
    '9'.repeat(40),
  ])("%j is refused with the field's text, never read as some other number", (text) => {
    expect(parseMoneyText(text, deposit)).toEqual({ error: 'wallet.invalidAmount' });
  });

  it("refuses a negative amount with the field's negative text, or its invalid text when it has none", () => {
    expect(parseMoneyText('-5', price)).toEqual({ error: 'negative' });
    expect(parseMoneyText('-$5.25', price)).toEqual({ error: 'negative' });
    expect(parseMoneyText('-5', deposit)).toEqual({ error: 'wallet.invalidAmount' });
    // Minus zero is zero: the range rules of the field speak about it.
    expect(parseMoneyText('-0', price)).toEqual({ cents: 0 });
  });

  it('takes whole dollars only where the field says so, exactly', () => {
    expect(parseMoneyText('150', bid)).toEqual({ cents: 15_000 });
    expect(parseMoneyText('150.00', bid)).toEqual({ cents: 15_000 });
    expect(parseMoneyText('1,000', bid)).toEqual({ cents: 100_000 });
    for (const text of ['150.5', '150.05', '1,000.50', '-5', '1e3', '١٢']) expect(parseMoneyText(text, bid), text).toEqual({ error: 'market.invalidBid' });
  });

  it('reads a signed whole-dollar amount where negatives are allowed', () => {
    expect(parseMoneyText('-5', adjustment)).toEqual({ cents: -500 });
    expect(parseMoneyText('-1,000', adjustment)).toEqual({ cents: -100_000 });
    expect(parseMoneyText('1.5', adjustment)).toEqual({ error: 'wholeDollars' });
    expect(parseMoneyText('-1.5', adjustment)).toEqual({ error: 'wholeDollars' });
  });

  it('round-trips with centsToMoneyText and formatCents', () => {
    for (const cents of [0, 1, 10, 101, 15_050, 99_999, 1_234_567]) {
      expect(parseMoneyText(centsToMoneyText(cents), deposit)).toEqual({ cents });
      expect(parseMoneyText(formatCents(cents), deposit)).toEqual({ cents });
    }
    expect(centsToMoneyText(1_250)).toBe('12.50');
    expect(centsToMoneyText(-305)).toBe('-3.05');
    expect(parseMoneyText(centsToMoneyText(-305), { ...price, allowNegative: true })).toEqual({ cents: -305 });
  });
});

describe('counts and whole dollars in the active language', () => {
  it('group digits and place the sign as each language writes them', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatWholeDollars(1400)).toBe('$1,400');
    activateMessages('fr', {});
    try {
      expect(formatCount(1_234_567)).toBe('1\u202f234\u202f567');
      expect(formatWholeDollars(1400)).toBe('1\u202f400\u00a0$');
    } finally {
      activateMessages('en', {});
    }
  });
});
