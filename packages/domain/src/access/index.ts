export * from "./guard";
export * from "./menu";
export * from "./password";
export * from "./permissions";
export * from "./roles";
export * from "./warnings";
