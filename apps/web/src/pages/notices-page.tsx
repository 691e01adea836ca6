export { default } from "./not-yet-available-page";
