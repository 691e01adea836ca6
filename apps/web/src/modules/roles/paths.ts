/** Route paths of this module's screens (SPEC.md section 2). */
export const ROLES_PATH = "role";
export const PERMISSIONS_PATH = "permission";
