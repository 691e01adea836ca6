/** Route paths of this module's screens (menu group "treasury"). */
export const TREASURY_IMPORT_PATH = "treasury/import";
export const TREASURY_CODES_PATH = "treasury/codes";
