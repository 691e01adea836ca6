/** Route paths of this module's screens (SPEC.md section 2). */
export const OTHER_SETTING_PATH = "other-setting";
export const REPORTING_PERIOD_PATH = "reporting-period";
export const QUICK_FILTER_PATH = "quick-filter";
