/** Route path of this module's screen: the monthly approval chain (issue 33). */
export const APPROVALS_PATH = "approvals";
