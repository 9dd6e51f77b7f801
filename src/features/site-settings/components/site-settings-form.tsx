import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Form, useZodForm } from "@/components/ui/form";
import { FormSection } from "@/components/ui/form-section";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import { answersFor } from "@/features/marketing-rule";
import {
  FieldFindings,
  MarketingRuleStatus,
  RuleFindingsProvider,
  useRuleAnswers,
} from "@/features/marketing-rule/admin";
import type { SavedSiteSettings } from "../api/get-site-settings";
import { useUpdateSiteSettings, type SiteSettingsChange } from "../api/update-site-settings";
import { checkSettings } from "../marketing-rule";
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
 *
 * The settings' words are shown on every public page, so the Marketing Rule check runs on them as
 * the adviser types, its findings beside the field they concern (the page editor's): an error
 * blocks Save, a warning needs the adviser's written answer, saved with the settings and kept.
 */
export function SiteSettingsForm({ copy, settings }: SiteSettingsFormProps) {
  const form = useZodForm(siteSettingsSchema, { defaultValues: settings.values });
  const update = useUpdateSiteSettings();
  const [images, setImages] = useState<ImageChanges>({});
  const imagesChanged = brandImages.filter((image) => images[image] !== undefined);
  const ruleStatusId = useId();

  const values = useWatch({ control: form.control });
  const findings = useMemo(
    () => checkSettings({ ...settings.values, ...values }),
    [settings, values],
  );
  const {
    answers,
    changed: answersChanged,
    answer,
    reset: resetAnswers,
    blocking,
    errors,
  } = useRuleAnswers(findings, settings.answers);

  const submit = (submitted: SiteSettingsValues) => {
    if (blocking.length > 0) return;
    const changed: SiteSettingsChange[] = [
      ...(Object.keys(submitted) as Setting[]).filter((name) => form.formState.dirtyFields[name]),
      ...imagesChanged,
      ...(answersChanged ? (["marketingRuleAnswers"] as const) : []),
    ];
    if (changed.length === 0) return;
    // Only the answers to the findings the words still have (an answer to words since changed goes).
    const saved = answersFor(findings, answers);
    update.mutate(
      { values: submitted, answers: saved, images, changed },
      {
        onSuccess: () => {
          form.reset(submitted);
          setImages({});
          resetAnswers(saved);
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
      >
        <FieldFindings name={name} />
      </FormTextField>
    );
  };
  const { sections } = copy;
  const isDirty = form.formState.isDirty || imagesChanged.length > 0 || answersChanged;
  const busy = update.isPending;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-6">
        <RuleFindingsProvider findings={findings} answers={answers} onAnswer={answer}>
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
        </RuleFindingsProvider>
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
        <MarketingRuleStatus
          id={ruleStatusId}
          copy={copy.marketingRule}
          errors={errors}
          unanswered={blocking.length - errors}
          findings={findings.length}
        />
        <SubmitButton
          size="lg"
          busy={busy}
          busyLabel={copy.saving}
          unavailable={!isDirty || blocking.length > 0}
          aria-describedby={ruleStatusId}
          className="justify-self-start"
        >
          {copy.save}
        </SubmitButton>
        <UnsavedChangesGuard dirty={isDirty && !busy} copy={copy.unsaved} />
      </form>
    </Form>
  );
}
