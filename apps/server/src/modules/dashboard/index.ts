/** The player dashboard module's face: nothing other modules need yet (its routes.js is registered by app.ts). */
export {};
