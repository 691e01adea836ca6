/** What other modules use of the indicators module. */
export { INDICATORS_PATH } from "./paths";
export { STATUS_COLORS } from "./status-colors";
