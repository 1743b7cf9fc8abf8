/** The operations module's face: metrics, readiness, request logs and the graceful shutdown (docs/architecture.md, "Operations"). */
export { operationsPlugin, type OperationsOptions } from './plugin.js';
export { shutDownGracefully, type ShutdownOptions } from './shutdown.js';
export { checkReadiness, type Readiness, type NotReadyReason } from './readiness.js';
export { RequestLogController } from './request-log.js';
