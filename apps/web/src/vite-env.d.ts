/** A language's texts compiled at build time (the compiledCatalogues plugin of vite.config.ts). */
declare module 'virtual:arena-messages/*' {
  const messages: import('@arena/shared').CompiledCatalogue;
  export default messages;
}
declare module 'virtual:arena-admin-messages/*' {
  const messages: import('@arena/shared').CompiledCatalogue;
  export default messages;
}
declare module 'virtual:arena-feature-messages/*' {
  const messages: import('@arena/shared').CompiledCatalogue;
  export default messages;
}
/** A fingerprint of the shared contracts (build/installable-app.ts): answers kept offline by another one are dropped. */
declare const __ARENA_CONTRACTS_VERSION__: string;
