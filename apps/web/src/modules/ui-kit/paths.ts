/** Route paths of the living UI kit (SPEC.md section 2: inputs, buttons, test). */
export const INPUTS_PATH = "inputs";
export const BUTTONS_PATH = "buttons";
export const TEST_PATH = "test";
