export * from "./lists";
