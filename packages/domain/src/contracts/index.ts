export * from "./contract-month";
export * from "./contract-stages";
