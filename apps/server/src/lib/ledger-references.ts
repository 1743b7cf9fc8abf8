/**
 * `reference_type` of the ledger rows of an enrollment request: its entry fee and its refund. The requests,
 * leagues and tournaments modules write them and the wallet's ledger check reads them, so the name lives
 * here rather than in one of them.
 */
export const REQUEST_REFERENCE = 'request';
