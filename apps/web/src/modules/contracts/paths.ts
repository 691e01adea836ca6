/** Route paths of this module's screens (SPEC.md section 2). */
export const CONTRACTS_PATH = "ayojana-thekka";
