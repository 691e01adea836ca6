export * from "./lists";
export * from "./settings";
