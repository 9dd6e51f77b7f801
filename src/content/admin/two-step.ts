// Two-step verification: the second step of signing in, setting up an authenticator app,
// the profile's factor card, and the password reset by a mailed code.
import { loginCopy } from "./login";

export const TOTP_CODE_LENGTH = 6;

const codeErrors = {
  invalidCode: "Enter the 6 digits your authenticator app shows",
  /** The server refused the code (wrong, expired, or used already: each code is accepted once). */
  wrongCode:
    "That code is not right or was used already. Enter the code your app shows now; it changes every 30 seconds.",
  /** Too many attempts in a short time (the auth rate limit). */
  tooManyAttempts: "Too many attempts. Wait a minute, then enter the code your app shows now.",
  /** 5 wrong codes within 15 minutes: the authenticator app's codes are refused for 15 minutes. */
  locked:
    "Too many wrong codes: two-step verification is locked for 15 minutes. Wait, then enter the code your app shows. If you did not enter these codes, someone may know your password: reset it.",
};

/** What the code field says when the server refused a code, by the reason it gave. */
export const codeRefusalMessages = {
  wrong: codeErrors.wrongCode,
  "too-many": codeErrors.tooManyAttempts,
  locked: codeErrors.locked,
} as const;

export const twoStepCopy = {
  codeLabel: "6-digit code",
  ...codeErrors,
  signOut: "Sign out",
  signedInAs: (email: string) => `Signed in as ${email}`,
  challenge: {
    heading: "Two-step verification",
    description: "Enter the 6-digit code from your authenticator app",
    submit: "Verify",
    submitting: "Verifying...",
  },
  enroll: {
    heading: "Set up two-step verification",
    description:
      "Admins sign in with a password and a code from an authenticator app (Google Authenticator, 1Password, Microsoft Authenticator, ...).",
    scan: "1. Scan this QR code with your authenticator app.",
    qrAlt: "QR code to add this account to an authenticator app",
    manual: "Can't scan it? Enter this key in the app instead:",
    enterCode: "2. Enter the 6-digit code the app shows.",
    submit: "Turn on two-step verification",
    submitting: "Checking...",
    preparing: "Preparing your QR code…",
    failed: "The QR code could not be prepared. Reload the page to try again.",
    /** The app's name, unique per account: when it was added, as the admin area writes times. */
    friendlyName: (added: string) => `Authenticator app, added ${added}`,
  },
  toasts: {
    unexpected: {
      title: "Verification Error",
      description: "An unexpected error occurred. Please try again.",
    },
  },
} as const;

export type TwoStepCopy = typeof twoStepCopy;

export const passwordResetCopy = {
  heading: "Reset your password",
  requestDescription:
    "Enter the email address you sign in with. We'll email you a 6-digit code to set a new password.",
  emailLabel: loginCopy.emailLabel,
  emailPlaceholder: loginCopy.emailPlaceholder,
  sendCode: "Email me a code",
  sending: "Sending...",
  /** The same answer whether or not the address has an account. */
  sent: (email: string) =>
    `If ${email} belongs to an account, a 6-digit code is on its way. It is valid for 15 minutes.`,
  codeLabel: "Code from the email",
  newPasswordLabel: "New password",
  confirmLabel: "Confirm new password",
  showPassword: loginCopy.showPassword,
  hidePassword: loginCopy.hidePassword,
  submit: "Set new password",
  submitting: "Saving...",
  sendAgain: "Send a new code",
  backToSignIn: "Back to sign in",
  secondStep:
    "Your code was accepted. One more step: the code from your authenticator app, then your new password is saved.",
  errors: {
    invalidEmail: loginCopy.errors.invalidEmail,
    invalidCode: "Enter the 6 digits from the email",
    wrongCode: "That code is not right or has expired. Check the newest email, or send a new code.",
    shortPassword: loginCopy.errors.shortPassword,
    confirmRequired: "Please confirm your password",
    mismatch: "Passwords don't match",
    samePassword: "Choose a password you are not using now",
    weakPassword: "Choose a stronger password",
    tooManyRequests: "Too many requests. Wait a few minutes, then try again.",
  },
  toasts: {
    done: { title: "Password changed", description: "Your other sessions were signed out." },
    error: {
      title: "Password reset error",
      description: "An unexpected error occurred. Please try again.",
    },
  },
} as const;

export type PasswordResetCopy = typeof passwordResetCopy;

export const factorCardCopy = {
  title: "Two-step verification",
  description:
    "Signing in takes your password and a code from this authenticator app. To move to a new phone or app, replace it.",
  loading: "Loading your authenticator app…",
  none: "No authenticator app is set up.",
  /** For an app enrolled without a name (an API caller may leave it out). */
  unnamed: "Authenticator app",
  added: (date: string) => `Added ${date}`,
  replace: "Replace authenticator app",
  dialog: {
    title: "Replace authenticator app",
    confirmDescription:
      "First, the code from the authenticator app you use now, to show it is you.",
    currentCodeLabel: "Code from your current app",
    next: "Continue",
    checking: "Checking...",
    newDescription: "Now add the new app. The old one stops working once the new one is verified.",
    cancel: "Cancel",
  },
  signOutOthers: {
    title: "Other sessions",
    description:
      "Signed in on another computer or phone you no longer use? End every session but this one.",
    button: "Sign out other sessions",
    busy: "Signing out...",
    confirm: {
      title: "Sign out other sessions?",
      description:
        "Every other computer and phone signed in to your account is signed out at once. This one stays signed in.",
      cancel: "Cancel",
      action: "Sign Out Other Sessions",
    },
  },
  toasts: {
    replaced: { title: "Authenticator app replaced", description: "Use the new app from now on." },
    othersSignedOut: { title: "Other sessions signed out" },
    failed: { title: "Something went wrong", description: "Please try again." },
  },
} as const;

export type FactorCardCopy = typeof factorCardCopy;
