// The admin sign-in page.

export const loginCopy = {
  pageTitle: "Admin sign in",
  heading: "Admin Login",
  description: "Sign in to access the admin dashboard.",
  emailLabel: "Email",
  emailPlaceholder: "you@example.com",
  passwordLabel: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  submit: "Sign in",
  submitting: "Signing in...",
  forgotPassword: "Forgot your password?",
  backToSite: "Back to the website",
  errors: {
    invalidEmail: "Invalid email address",
    shortPassword: "Password must be at least 6 characters",
  },
  toasts: {
    success: { title: "Login Successful", description: "Welcome to the admin dashboard!" },
    /** The description is the provider's message. */
    failed: { title: "Login Failed" },
    error: { title: "Login Error", description: "An unexpected error occurred. Please try again." },
  },
} as const;

export type LoginCopy = typeof loginCopy;

/** The shortest password accepted, the auth service's own minimum (supabase/config.toml). */
export const MIN_PASSWORD_LENGTH = 6;
