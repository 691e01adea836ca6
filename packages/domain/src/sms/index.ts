export * from "./notice-text";
export * from "./parts";
