// scratch: writes the inserts of the site pages migration
import { readFileSync, writeFileSync } from "node:fs";
import { pageKeys } from "../src/features/site-content/schemas/page-schemas";
import { pageJsonSchema } from "../src/features/site-content/schemas/json-schema";

const content = JSON.parse(readFileSync("scratch/initial-content.json", "utf8")) as Record<string, unknown>;
const dollar = (tag: string, json: unknown) => {
  const text = JSON.stringify(json, null, 2);
  if (text.includes(`$${tag}$`)) throw new Error(tag);
  return `$${tag}$${text}$${tag}$::jsonb`;
};
const lines: string[] = [];
lines.push("insert into private.page_content_schemas (page_key, schema) values");
lines.push(pageKeys.map((key) => `  ('${key}', ${dollar("schema", pageJsonSchema(key))})`).join(",\n") + ";");
lines.push("");
lines.push("insert into public.site_pages (page_key) values");
lines.push(pageKeys.map((key) => `  ('${key}')`).join(",\n") + ";");
lines.push("");
lines.push("insert into public.page_versions (page_key, content) values");
lines.push(pageKeys.map((key) => `  ('${key}', ${dollar("content", content[key])})`).join(",\n") + ";");
const head = readFileSync("scratch/site_pages_head.sql", "utf8");
writeFileSync("supabase/migrations/20261128100000_site_pages.sql", head + lines.join("\n") + "\n");
console.log("written");
