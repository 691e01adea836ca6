import { api } from "../../lib/api-client";
import type { Session } from "../../state/auth-store";

export type LoginBody = { username: string; password: string };
export type PasswordPair = { password: string; password_confirmation: string };

/** Calls of the auth module; screens wrap them in mutations. */
export const authApi = {
  login: (body: LoginBody) => api.post<Session>("api/login", body),
  logout: () => api.post<null>("api/logout"),
  forgotPassword: (username: string) => api.post<null>("api/forgot-password", { username }),
  verifyOtp: (body: { username: string; otp: string }) =>
    api.post<{ reset_token: string }>("api/verify-otp", body),
  resetPassword: (body: PasswordPair & { reset_token: string }) => api.post<null>("api/reset-password", body),
  changePassword: (body: PasswordPair & { old_password: string }) =>
    api.post<null>("api/profile/change-password", body),
};
