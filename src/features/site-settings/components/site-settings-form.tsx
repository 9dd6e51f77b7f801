import { zodResolver } from "@hookform/resolvers/zod";
import { ImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type Control } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { SiteSettingsCopy } from "@/content/admin/site-settings";
import type { SiteSettings } from "@/content/site-settings";
import { useUpdateSiteSettings } from "../api/update-site-settings";
import { siteSettingsSchema, type SiteSettingsValues } from "../schemas";

type Setting = keyof SiteSettings;
type FieldKind = "text" | "url" | "long";

interface SettingFieldProps {
  control: Control<SiteSettingsValues>;
  name: Setting;
  kind?: FieldKind;
  copy: SiteSettingsCopy["fields"][Setting];
}

function SettingField({ control, name, kind = "text", copy }: SettingFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{copy.label}</FormLabel>
          <FormControl>
            {kind === "long" ? (
              <Textarea rows={3} {...field} />
            ) : (
              <Input
                type={kind === "url" ? "url" : "text"}
                inputMode={kind === "url" ? "url" : undefined}
                placeholder={"placeholder" in copy ? copy.placeholder : undefined}
                {...field}
              />
            )}
          </FormControl>
          {"description" in copy && <FormDescription>{copy.description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-xl font-semibold text-navy-950">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5 grid gap-5">{children}</div>
    </Card>
  );
}

interface SiteSettingsFormProps {
  copy: SiteSettingsCopy;
  /** The saved settings the form starts from. */
  settings: SiteSettings;
}

/** The site settings form (spec §2, §5, §8): saves the one row of public.site_settings. */
export function SiteSettingsForm({ copy, settings }: SiteSettingsFormProps) {
  const form = useForm<SiteSettingsValues>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settings,
  });
  const update = useUpdateSiteSettings();

  const submit = async (values: SiteSettingsValues) => {
    try {
      await update.mutateAsync(values);
      form.reset(values);
      toast.success(copy.toasts.success.title);
    } catch (error) {
      console.error("Saving the site settings failed", error);
      toast.error(copy.toasts.failed.title, { description: copy.toasts.failed.description });
    }
  };

  const field = (name: Setting, kind?: FieldKind) => (
    <SettingField control={form.control} name={name} kind={kind} copy={copy.fields[name]} />
  );
  const { sections } = copy;
  const busy = form.formState.isSubmitting;
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
        <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
          {busy ? copy.saving : copy.save}
        </Button>
      </form>
    </Form>
  );
}
