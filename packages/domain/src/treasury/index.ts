export * from "./layouts";
export * from "./numbers";
export * from "./parse";
export * from "./title";
