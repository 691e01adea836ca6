/** Route paths of this module's screens (SPEC.md section 2). */
export const CONTRACTS_PATH = "ayojana-thekka";
export const CONTRACT_PROGRESS_PATH = "thekka-pragarti";
