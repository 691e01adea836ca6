/** What other modules use of the progress module. */
export { RATE_ACTIVITY_PATH } from "./paths";
