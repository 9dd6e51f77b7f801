import { z } from "@/lib/zod";
import { resourcesCopy } from "@/content/admin/content-management";

const { validation } = resourcesCopy;

/** The resource dialog's fields, with the database's own limits (CHECKs, http_url). */
export const resourceFormSchema = z.object({
  title: z.string().trim().min(1, validation.titleRequired).max(200, validation.titleTooLong),
  description: z
    .string()
    .trim()
    .min(1, validation.descriptionRequired)
    .max(2000, validation.descriptionTooLong),
  url: z
    .string()
    .trim()
    .min(1, validation.urlRequired)
    // http or https with a host, as the database's http_url domain accepts (no javascript: links).
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: validation.urlInvalid }))
    .refine((url) => url.length <= 2048, validation.urlInvalid),
  category: z
    .string()
    .trim()
    .min(1, validation.categoryRequired)
    .max(60, validation.categoryTooLong),
  is_featured: z.boolean(),
});

export type ResourceFormInput = z.input<typeof resourceFormSchema>;
export type ResourceFormValues = z.output<typeof resourceFormSchema>;

export const emptyResourceForm: ResourceFormInput = {
  title: "",
  description: "",
  url: "",
  category: "Resource",
  is_featured: false,
};

export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_TYPES = ["image/jpeg", "image/png"] as const;

/** Why a chosen thumbnail is refused (JPG or PNG, at most 5 MB), or undefined if it is fine. */
export function thumbnailProblem(file: File): "invalidType" | "tooLarge" | undefined {
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(file.type)) return "invalidType";
  if (file.size > THUMBNAIL_MAX_BYTES) return "tooLarge";
  return undefined;
}
