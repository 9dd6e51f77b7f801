import { z } from "@/lib/zod";
import { pageContentSchemas, type PageKey } from "./page-schemas";

/**
 * A page's schema as JSON Schema, with each field's kind, title and help for the editor, which
 * draws its fields from it. What zod checks beyond it (the links inside markdown, a placeholder a
 * sentence must keep) the editor and the build check.
 */
export const pageJsonSchema = (key: PageKey) =>
  z.toJSONSchema(pageContentSchemas[key], { target: "draft-2020-12", unrepresentable: "any" });

/** What only the editor reads: a field's words, not a rule a value must meet. */
const presentation = new Set(["kind", "title", "help", "$schema"]);

function withoutPresentation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPresentation);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !presentation.has(key))
      .map(([key, value]) => [
        key,
        // Under "properties" the keys are the fields' names, whatever they are called.
        key === "properties"
          ? Object.fromEntries(
              Object.entries(value as Record<string, unknown>).map(([name, child]) => [
                name,
                withoutPresentation(child),
              ]),
            )
          : withoutPresentation(value),
      ]),
  );
}

/**
 * The rules alone, which the database holds every published version to
 * (private.page_content_schemas): a change of a field's label needs no migration.
 */
export const storedPageSchema = (key: PageKey) => withoutPresentation(pageJsonSchema(key));
