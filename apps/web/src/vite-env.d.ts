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
