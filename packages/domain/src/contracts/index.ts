export * from "./contract-stages";
