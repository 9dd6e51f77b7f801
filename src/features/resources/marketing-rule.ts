// The resources under the Marketing Rule check (src/features/marketing-rule): a featured resource's
// title, description and category are on /resources, so each save of one is an advertisement,
// checked like a page's content. Pure TypeScript: the resource dialog runs it as the adviser types,
// the build (scripts/lib/site-build/read-published.ts) on the featured resources it reads, each
// finding under the dialog field's name.
import { checkPage, type Finding } from "@/features/marketing-rule";
import type { ResourceFormInput } from "./schemas";

/** The fields of a resource the public reads as words (not its address). */
export const checkedResourceFields = ["title", "description", "category"] as const;

type CheckedResource = Pick<ResourceFormInput, (typeof checkedResourceFields)[number]>;

/** Every finding of the check on a resource's words, in the dialog's order of the fields. */
export const checkResource = (resource: CheckedResource): Finding[] =>
  checkPage(
    checkedResourceFields.flatMap((field) => {
      const text = resource[field];
      return text.trim() ? [{ field, text }] : [];
    }),
  );
