export * from './messages.js';
export * from './errors.js';
export * from './money.js';
export * from './rules.js';
export * from './enums.js';
export * from './contracts.js';
export * from './accounts.js';
export * from './wallet.js';
