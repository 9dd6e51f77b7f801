import { Form, useZodForm } from "@/components/ui/form";
import { FormSection } from "@/components/ui/form-section";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormTextField } from "@/components/ui/form-text-field";
import type { ProfileCopy } from "@/content/admin/profile";
import { LoadError } from "@/components/ui/load-error";
import { useAdminName } from "../api/admin-name";
import { useUpdateProfile, type ProfileUpdate, type User } from "../api/update-profile";
import { profileSchema, type ProfileValues } from "../schemas";

interface ProfileFormProps {
  copy: ProfileCopy["profile"];
  /** The signed-in user: the form starts from their name and email. */
  user: User;
  /** After a save and its toast. */
  onSaved?: (update: ProfileUpdate) => void;
}

/** Name (the admin's profile, as the archive shows it) and email (Supabase Auth's). */
export function ProfileForm({ copy, user, onSaved }: ProfileFormProps) {
  const name = useAdminName(user.id);
  if (name.isError)
    return (
      <LoadError
        message={copy.loadFailed}
        retry={{ label: copy.retry, onRetry: () => void name.refetch() }}
      />
    );
  if (name.data === undefined) return null;
  return <ProfileFields copy={copy} user={user} name={name.data} onSaved={onSaved} />;
}

function ProfileFields({ copy, user, name, onSaved }: ProfileFormProps & { name: string }) {
  const form = useZodForm(profileSchema, {
    defaultValues: { name, email: user.email ?? "" },
  });
  const update = useUpdateProfile(user);

  const submit = (values: ProfileValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        // The email field goes back to the address in use while a change waits for confirmation.
        form.reset({ name: saved.name, email: saved.email });
        onSaved?.(saved);
      },
    });

  const busy = update.isPending;
  return (
    <FormSection title={copy.title} description={copy.description}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
          <FormTextField
            control={form.control}
            name="name"
            label={copy.nameLabel}
            placeholder={copy.namePlaceholder}
            autoComplete="name"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={copy.emailLabel}
            type="email"
            autoComplete="email"
            description={user.new_email ? copy.emailPending(user.new_email) : undefined}
          />
          <SubmitButton busy={busy} busyLabel={copy.saving} className="justify-self-start">
            {copy.save}
          </SubmitButton>
        </form>
      </Form>
    </FormSection>
  );
}
