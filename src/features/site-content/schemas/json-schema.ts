import { z } from "@/lib/zod";
import { pageContentSchemas, type PageKey } from "./page-schemas";

/**
 * A page's schema as JSON Schema, which the database holds every published version to
 * (private.page_content_schemas). What zod checks beyond it (the links inside markdown, a
 * placeholder a sentence must keep) the editor and the build check.
 */
export const pageJsonSchema = (key: PageKey) =>
  z.toJSONSchema(pageContentSchemas[key], { target: "draft-2020-12", unrepresentable: "any" });
