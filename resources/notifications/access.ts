/**
 * The patent Retry needs. The spec names no action for resending; it is a write, so the read-only
 * viewer (VIEW and MENU) must not have it. The fake API guards POST /notifications/{id}/send with
 * the same patent.
 */
export const RESEND_ACCESS = { resource: 'NOTIFICATION', action: 'EDIT' } as const;
