/** What other modules use of the bulk progress upload. */
export { BulkProgressButton } from "./bulk-progress-button";
