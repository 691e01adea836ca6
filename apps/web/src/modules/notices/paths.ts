/** Route paths of this module's screens (SPEC.md section 2). */
export const NOTICES_PATH = "notices";
/** The whole outbox with the SMS gateway's alerts, credit, usage and test message (`notice.manage`). */
export const OUTBOX_PAGE_PATH = "notices/outbox";
