export { ProfileForm } from "./components/profile-form";
export { PasswordForm } from "./components/password-form";
export { profileSchema, passwordChangeSchema, MIN_NAME_LENGTH } from "./schemas";
export { type ProfileUpdate } from "./api/update-profile";
export type { PasswordRefusal } from "./api/change-password";
