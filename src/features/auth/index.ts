export { AuthProvider, useAuth, type AuthState } from "./components/auth-provider";
export { RequireAdmin, type AccessDecision } from "./components/require-admin";
export { LoginForm } from "./components/login-form";
export { useSignOut } from "./api/sign-out";
export { isAdminQueryOptions } from "./api/get-is-admin";
export { useInactivityTimeout } from "./hooks/use-inactivity-timeout";
