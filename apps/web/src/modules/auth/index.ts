/** What other modules and the shell use of the auth module. */
export { authApi } from "./auth-api";
export { validateNewPassword } from "./password-rules";
export { menuItemsQuery, menuUrlsQuery, profileQuery } from "./queries";
export { useLogout } from "./use-logout";
