// The profile page's two forms.
import { loginCopy } from "./login";

export const profileCopy = {
  profile: {
    title: "Profile",
    description:
      "Your name, as the compliance archive shows it beside your changes, and the email address you sign in with.",
    loadFailed: "Your profile could not be loaded.",
    retry: "Try again",
    nameLabel: "Name",
    namePlaceholder: "Your full name",
    emailLabel: "Email",
    /** After an email change is asked for: Supabase Auth waits for the link it mailed. */
    emailPending: (email: string) =>
      `Waiting for confirmation of ${email}: follow the link sent to it. Until then you sign in with your current address.`,
    save: "Save Profile",
    saving: "Saving...",
    errors: {
      shortName: "Name must be at least 2 characters",
      longName: "Name must be at most 100 characters",
      invalidEmail: "Invalid email address",
    },
    toasts: {
      success: { title: "Profile updated" },
      failed: {
        title: "Update failed",
        description: "Failed to update profile. Please try again.",
      },
    },
  },
  password: {
    title: "Change Password",
    description:
      "Your current password first. Once the new one is set, your other devices are signed out.",
    currentLabel: "Current password",
    newLabel: "New password",
    confirmLabel: "Confirm new password",
    showPassword: loginCopy.showPassword,
    hidePassword: loginCopy.hidePassword,
    save: "Change Password",
    saving: "Changing...",
    errors: {
      currentRequired: "Current password is required",
      shortPassword: "Password must be at least 6 characters",
      confirmRequired: "Please confirm your password",
      mismatch: "Passwords don't match",
      /** Under the field, with the spec's toast: the server checked it and it is wrong. */
      currentWrong: "This is not your current password",
      samePassword: "Choose a password you are not using now",
    },
    toasts: {
      success: { title: "Password changed" },
      failed: {
        title: "Password change failed",
        description: "Failed to change password. Please try again.",
      },
    },
  },
} as const;

export type ProfileCopy = typeof profileCopy;
