/**
 * The audit module's face: the admin's audit log viewer. Writing an audit row is `recordAudit`
 * (lib/audit.ts), which every module calls inside its use case.
 */
