export { OpenDataSettingsForm } from "./components/open-data-settings-form";
