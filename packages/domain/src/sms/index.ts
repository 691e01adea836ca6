export * from "./cap";
export * from "./failure-kinds";
export * from "./notice-text";
export * from "./parts";
