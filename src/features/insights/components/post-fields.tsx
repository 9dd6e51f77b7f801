import { useEffect, useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Card, CardTitle } from "@/components/ui/card";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { postEditorCopy as copy } from "@/content/admin/post-editor";
import { FieldFindings } from "@/features/marketing-rule/admin";
import { ThumbnailField } from "@/features/resources/admin";
import { ContentFields } from "@/features/site-content/admin";
import { postPath } from "../routes";
import { MAX_BODY_LENGTH, slugOf, tagsOf, type PostFormValues } from "../schemas";

const fields = copy.fields;

/**
 * A post's fields: the page editor's text fields (their counts, hints and the Marketing Rule
 * check's findings beside them), the slug made from the title until it is changed (and kept once
 * published), the resource dialog's picture field for the cover, and when it goes public.
 */
export function PostFields({
  slugKept,
  slugEdited: slugEditedAtStart,
}: {
  /** A version was published: its address stays. */
  slugKept: boolean;
  /** The slug is the adviser's own, not the title's. */
  slugEdited: boolean;
}) {
  const { control, setValue, getFieldState, formState } = useFormContext<PostFormValues>();
  const [slugEdited, setSlugEdited] = useState(slugEditedAtStart);
  const title = useWatch({ control, name: "title" });
  const slug = useWatch({ control, name: "slug" });
  const tags = useWatch({ control, name: "tags" });
  const scheduled = useWatch({ control, name: "scheduled" });
  const coverImageUrl = useWatch({ control, name: "coverImageUrl" });
  const scheduleId = useId();

  // The address follows the title until the adviser writes one of their own.
  useEffect(() => {
    if (slugKept || slugEdited) return;
    const made = slugOf(title);
    if (made !== getValueOf(slug))
      setValue("slug", made, {
        shouldDirty: true,
        shouldValidate: getFieldState("slug", formState).isTouched,
      });
    // Only a change of the title makes the slug.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, slugKept, slugEdited]);

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <CardTitle className="mb-5">{copy.fieldsHeading}</CardTitle>
      <div className="grid gap-6">
        <ContentFields
          node={{ type: "string", maxLength: 200 }}
          name="title"
          label={fields.title}
        />
        <FormField
          control={control}
          name="slug"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{fields.slug}</FormLabel>
              <FormControl>
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={slugKept}
                  {...field}
                  onChange={(event) => {
                    setSlugEdited(true);
                    field.onChange(event);
                  }}
                />
              </FormControl>
              <FormDescription>
                {slugKept ? fields.slugKept(postPath(slug)) : fields.slugHint(postPath(slug))}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <ContentFields
          node={{ type: "string", maxLength: 300, help: fields.summaryHint }}
          name="summary"
          label={fields.summary}
        />
        <ContentFields
          node={{ type: "string", kind: "markdown", maxLength: MAX_BODY_LENGTH }}
          name="body"
          label={fields.body}
        />
        <div className="grid gap-2">
          <ContentFields
            node={{ type: "string", help: fields.tagsHint }}
            name="tags"
            label={fields.tags}
          />
          {/* The check reads each tag on its own (tags.0, tags.1, …), as the build does. */}
          {tagsOf(tags).map((_tag, index) => (
            <FieldFindings key={index} name={`tags.${index}`} />
          ))}
        </div>
        <FormField
          control={control}
          name="coverFile"
          render={({ field }) => (
            <FormItem>
              <ThumbnailField
                copy={copy.cover}
                currentUrl={coverImageUrl}
                value={field.value}
                onChange={(file) => {
                  field.onChange(file);
                  if (file === null) setValue("coverImageUrl", null, { shouldDirty: true });
                }}
              />
            </FormItem>
          )}
        />
        <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:p-5">
          <legend className="px-1 text-sm font-semibold text-navy-950">{fields.publication}</legend>
          <FormField
            control={control}
            name="scheduled"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id={scheduleId}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={scheduleId}>{fields.later}</Label>
              </div>
            )}
          />
          {scheduled ? (
            <FormField
              control={control}
              name="publishAt"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{fields.publishAt}</FormLabel>
                  <FormControl>
                    <Input type="datetime-local" {...field} />
                  </FormControl>
                  <FormDescription>{fields.publishAtHint}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{fields.nowHint}</p>
          )}
        </fieldset>
      </div>
    </Card>
  );
}

const getValueOf = (value: string | undefined) => value ?? "";
