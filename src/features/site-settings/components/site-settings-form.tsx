import { zodResolver } from "@hookform/resolvers/zod";
import { ImageIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Form } from "@/components/ui/form";
import { FormSection } from "@/components/ui/form-section";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import { useUpdateSiteSettings } from "../api/update-site-settings";
import { siteSettingsSchema, type SiteSettingsValues } from "../schemas";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";

type Setting = keyof SiteSettings;
type FieldKind = "text" | "url" | "long";

interface SiteSettingsFormProps {
  copy: SiteSettingsCopy;
  /** The saved settings the form starts from. */
  settings: SiteSettings;
}

/**
 * The site settings form (spec §2, §5, §8): saves the one row of public.site_settings. Save is
 * unavailable until a field changed; leaving with unsaved changes asks first; the toast names the
 * fields saved.
 */
export function SiteSettingsForm({ copy, settings }: SiteSettingsFormProps) {
  const form = useForm<SiteSettingsValues>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settings,
  });
  const update = useUpdateSiteSettings();

  const submit = (values: SiteSettingsValues) => {
    const changed = (Object.keys(values) as Setting[]).filter(
      (name) => form.formState.dirtyFields[name],
    );
    if (changed.length === 0) return;
    update.mutate({ values, changed }, { onSuccess: () => form.reset(values) });
  };

  const field = (name: Setting, kind: FieldKind = "text") => {
    const fieldCopy: { label: string; placeholder?: string; description?: string } =
      copy.fields[name];
    return (
      <FormTextField
        control={form.control}
        name={name}
        label={fieldCopy.label}
        placeholder={fieldCopy.placeholder}
        description={fieldCopy.description}
        multiline={kind === "long"}
        type={kind === "url" ? "url" : "text"}
        inputMode={kind === "url" ? "url" : undefined}
      />
    );
  };
  const { sections } = copy;
  const { isDirty } = form.formState;
  const busy = update.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-6">
        <FormSection {...sections.general}>
          {field("siteName")}
          {field("siteDescription", "long")}
          {field("companyTagline")}
        </FormSection>
        <FormSection {...sections.social}>
          {field("facebookUrl", "url")}
          {field("twitterUrl", "url")}
          {field("linkedinUrl", "url")}
          {field("twitterHandle")}
        </FormSection>
        <FormSection {...sections.footer}>
          {field("copyrightText")}
          {field("newsletterHeading")}
          {field("newsletterDescription", "long")}
        </FormSection>
        <FormSection {...sections.branding}>
          <ul className="grid gap-4 sm:grid-cols-3">
            {copy.uploads.map((upload) => (
              <li
                key={upload.label}
                className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-navy-200 bg-navy-50/50 px-4 py-6 text-center"
              >
                <ImageIcon className="size-6 text-navy-500" aria-hidden="true" />
                <span className="text-sm font-medium text-navy-900">{upload.label}</span>
                <span className="text-xs text-muted-foreground">{upload.hint}</span>
                <span className="text-xs text-muted-foreground">{copy.uploadUnavailable}</span>
              </li>
            ))}
          </ul>
        </FormSection>
        <SubmitButton
          size="lg"
          busy={busy}
          busyLabel={copy.saving}
          unavailable={!isDirty}
          className="justify-self-start"
        >
          {copy.save}
        </SubmitButton>
        <UnsavedChangesGuard dirty={isDirty && !busy} copy={copy.unsaved} />
      </form>
    </Form>
  );
}
