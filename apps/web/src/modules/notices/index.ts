/** What other modules and the shell use of the notices module. */
export { checkNoticeFiles, type FileProblem } from "./notice-form";
export { type BellNotice, noticeKeys, unreadNoticesQuery } from "./queries";
