import { useState } from "react";
import { Form, useZodForm } from "@/components/ui/form";
import { FormSection } from "@/components/ui/form-section";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import type { SavedSiteSettings } from "../api/get-site-settings";
import { useUpdateSiteSettings } from "../api/update-site-settings";
import {
  brandImages,
  siteSettingsSchema,
  type BrandImage,
  type SiteSettingsValues,
} from "../schemas";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { BrandImageField } from "./brand-image-field";

type Setting = keyof SiteSettings;
type FieldKind = "text" | "url" | "long";

interface SiteSettingsFormProps {
  copy: SiteSettingsCopy;
  /** The saved settings the form starts from. */
  settings: SavedSiteSettings;
}

/** The pictures chosen since the last save: a new file, or null for none. */
type ImageChanges = Partial<Record<BrandImage, File | null>>;

/**
 * The site settings form: saves the one row of public.site_settings and its
 * pictures (the logo, the footer's logo, the favicon). Save is unavailable until something changed;
 * leaving with unsaved changes asks first; the toast names what was saved.
 */
export function SiteSettingsForm({ copy, settings }: SiteSettingsFormProps) {
  const form = useZodForm(siteSettingsSchema, { defaultValues: settings.values });
  const update = useUpdateSiteSettings();
  const [images, setImages] = useState<ImageChanges>({});
  const imagesChanged = brandImages.filter((image) => images[image] !== undefined);

  const submit = (values: SiteSettingsValues) => {
    const changed = [
      ...(Object.keys(values) as Setting[]).filter((name) => form.formState.dirtyFields[name]),
      ...imagesChanged,
    ];
    if (changed.length === 0) return;
    update.mutate(
      { values, images, changed },
      {
        onSuccess: () => {
          form.reset(values);
          setImages({});
        },
      },
    );
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
  const isDirty = form.formState.isDirty || imagesChanged.length > 0;
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
          <div className="grid gap-6 sm:grid-cols-3">
            {brandImages.map((image) => (
              <BrandImageField
                key={image}
                {...copy.uploads[image]}
                copy={copy.upload}
                currentUrl={settings.images[image]}
                value={images[image]}
                onChange={(value) => setImages((chosen) => ({ ...chosen, [image]: value }))}
                disabled={busy}
              />
            ))}
          </div>
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
