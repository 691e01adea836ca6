/** What other modules and the shell use of the notices module. */

export { SmsAlerts } from "./components/sms-alerts";
export { type BellNotice, noticeKeys, unreadNoticesQuery } from "./queries";
