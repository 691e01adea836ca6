export * from "./indicator-rules";
