export * from "./action-points";
export * from "./order-letter";
export * from "./visit-states";
export * from "./wizard-steps";
