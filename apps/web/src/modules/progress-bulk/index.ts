/** What other modules use of the bulk progress upload. */
export { BulkProgressButton, BulkProgressPanel } from "./bulk-progress-button";
