import { lazy } from "react";
import type { OpenModuleRoutes } from "../../lib/module-routes";

const LoginPage = lazy(() => import("./pages/login-page"));
const ForgotPasswordPage = lazy(() => import("./pages/forgot-password-page"));
const OtpVerificationPage = lazy(() => import("./pages/otp-verification-page"));
const ResetPasswordPage = lazy(() => import("./pages/reset-password-page"));

export const authOpenRoutes: OpenModuleRoutes = {
  visitor: [
    { path: "login", element: <LoginPage /> },
    { path: "forgotpassword", element: <ForgotPasswordPage /> },
    { path: "otpverification", element: <OtpVerificationPage /> },
    { path: "changepassword", element: <ResetPasswordPage /> },
  ],
};
