import type {
  TChangePasswordBody,
  TLoginBody,
  TLoginResponse,
  TResetPasswordBody,
  TVerifyOtpBody,
  TVerifyOtpResponse,
} from "@pragati/domain/contract";
import { api } from "../../lib/api-client";

/** Calls of the auth module; screens wrap them in mutations. */
export const authApi = {
  login: (body: TLoginBody) => api.post<TLoginResponse>("api/login", body),
  logout: () => api.post<null>("api/logout"),
  forgotPassword: (username: string) => api.post<null>("api/forgot-password", { username }),
  verifyOtp: (body: TVerifyOtpBody) => api.post<TVerifyOtpResponse>("api/verify-otp", body),
  resetPassword: (body: TResetPasswordBody) => api.post<null>("api/reset-password", body),
  changePassword: (body: TChangePasswordBody) => api.post<null>("api/profile/change-password", body),
};
