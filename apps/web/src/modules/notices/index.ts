/** What other modules and the shell use of the notices module. */
export { type BellNotice, noticeKeys, unreadNoticesQuery } from "./queries";
