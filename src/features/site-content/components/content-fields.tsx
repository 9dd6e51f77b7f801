import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { pageEditorCopy as copy } from "@/content/admin/page-editor";
import type { FieldKind } from "../schemas/fields";
import { FieldFindings } from "@/features/marketing-rule/admin";

// The editor's fields, drawn from a page's JSON Schema (schemas/json-schema.ts: zod's, with each
// field's kind, title and help): an object is a group of fields in the schema's order, a list a
// group whose items can be added, removed and moved within its bounds (or, when its items carry a
// fixed id the page draws an icon by, only edited), a string a text field whose length is shown as
// it is typed. The form is react-hook-form's, validated with the page's zod schema.

/** The part of JSON Schema the page schemas use. */
export interface SchemaNode {
  type?: string | string[];
  title?: string;
  help?: string;
  kind?: FieldKind;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
}

/** "heroText" as "Hero text": a field without a title of its own. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_space, letter: string) => ` ${letter.toLowerCase()}`);

const labelOf = (node: SchemaNode, key: string) => node.title ?? words(key);

/** A list whose items the page draws by a fixed id: the number of items is the page's. */
const isFixedList = (node: SchemaNode) => node.items?.properties?.id?.enum !== undefined;

/** An empty value of `node`, for an item added to a list. */
function emptyValue(node: SchemaNode): unknown {
  if (node.type === "object")
    return Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([key, child]) => [key, emptyValue(child)]),
    );
  if (node.type === "array") return [];
  if (node.type === "number" || node.type === "integer") return 0;
  return "";
}

export function ContentFields({
  node,
  name,
  label,
}: {
  node: SchemaNode;
  name: string;
  label: string;
}) {
  if (node.type === "object") return <FieldGroup node={node} name={name} label={label} />;
  if (node.type === "array") return <ListField node={node} name={name} label={label} />;
  if (node.type === "number" || node.type === "integer")
    return <NumberField node={node} name={name} label={label} />;
  return <TextField node={node} name={name} label={label} />;
}

/** The fields of an object; at the top (no name) without a frame of its own. */
export function FieldGroup({
  node,
  name,
  label,
}: {
  node: SchemaNode;
  name: string;
  label: string;
}) {
  const headingId = useId();
  const fields = Object.entries(node.properties ?? {})
    // A fixed list's id is the page's, not the adviser's.
    .filter(([key]) => key !== "id")
    .map(([key, child]) => (
      <ContentFields
        key={key}
        node={child}
        name={name ? `${name}.${key}` : key}
        label={labelOf(child, key)}
      />
    ));
  if (!name) return <div className="grid gap-6">{fields}</div>;
  return (
    <fieldset
      aria-labelledby={headingId}
      className="grid min-w-0 gap-5 rounded-lg border border-border p-4 sm:p-5"
    >
      <legend id={headingId} className="px-1 text-sm font-semibold text-navy-950">
        {label}
      </legend>
      {node.help && <p className="-mt-2 text-sm text-muted-foreground">{node.help}</p>}
      {fields}
    </fieldset>
  );
}

function ListField({ node, name, label }: { node: SchemaNode; name: string; label: string }) {
  const { control, getValues, setValue } = useFormContext();
  const headingId = useId();
  const items = (useWatch({ control, name }) as unknown[] | undefined) ?? [];
  const item = node.items ?? {};
  const fixed = isFixedList(node);
  const max = node.maxItems ?? Infinity;
  const min = node.minItems ?? 0;
  const change = (next: unknown[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: true });
  const move = (from: number, to: number) => {
    const next = [...(getValues(name) as unknown[])];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    change(next);
  };
  const itemLabel = (index: number) => copy.list.item(labelOf(item, "item"), index);
  return (
    <fieldset
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:p-5"
    >
      <legend id={headingId} className="px-1 text-sm font-semibold text-navy-950">
        {label}
      </legend>
      {node.help && <p className="-mt-2 text-sm text-muted-foreground">{node.help}</p>}
      {items.length === 0 && <p className="text-sm text-muted-foreground">{copy.list.empty}</p>}
      <ol className="grid gap-4">
        {items.map((_value, index) => (
          <li key={index} className="grid gap-3">
            <ContentFields node={item} name={`${name}.${index}`} label={itemLabel(index)} />
            {!fixed && (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                  {copy.list.moveUp} <span className="sr-only">{itemLabel(index)}</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                  {copy.list.moveDown} <span className="sr-only">{itemLabel(index)}</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={items.length <= min}
                  onClick={() => change(items.filter((_item, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                  {copy.list.remove} <span className="sr-only">{itemLabel(index)}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!fixed && items.length < max && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => change([...items, emptyValue(item)])}
        >
          <Plus aria-hidden="true" />
          {copy.list.add} <span className="sr-only">{labelOf(item, "item")}</span>
        </Button>
      )}
      <ListMessage name={name} />
    </fieldset>
  );
}

/** A list's own error (too few or too many items); its items' errors show at their fields. */
function ListMessage({ name }: { name: string }) {
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  if (!message) return null;
  return <p className="text-sm font-medium text-destructive">{message}</p>;
}

const hintOf = (node: SchemaNode) =>
  node.kind === "markdown"
    ? copy.blocksHint
    : node.kind === "paragraph"
      ? copy.markdownHint
      : undefined;

function TextField({ node, name, label }: { node: SchemaNode; name: string; label: string }) {
  const { control } = useFormContext();
  const multiline = node.kind === "paragraph" || node.kind === "markdown";
  const hint = [node.help, hintOf(node)].filter(Boolean).join(" ");
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const length = String(field.value ?? "").length;
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              {multiline ? (
                <Textarea
                  rows={node.kind === "markdown" ? 10 : 3}
                  {...field}
                  value={String(field.value ?? "")}
                />
              ) : (
                <Input
                  inputMode={node.kind === "link" ? "url" : undefined}
                  autoComplete="off"
                  {...field}
                  value={String(field.value ?? "")}
                />
              )}
            </FormControl>
            <FormDescription className="flex flex-wrap justify-between gap-x-4">
              <span>{hint}</span>
              {node.maxLength !== undefined && (
                <span className={length > node.maxLength ? "font-medium text-destructive" : ""}>
                  {copy.characters(length, node.maxLength)}
                </span>
              )}
            </FormDescription>
            <FormMessage />
            <FieldFindings name={name} />
          </FormItem>
        );
      }}
    />
  );
}

function NumberField({ node, name, label }: { node: SchemaNode; name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              {...field}
              value={Number.isNaN(field.value) ? "" : (field.value as number)}
              onChange={(event) => field.onChange(event.target.valueAsNumber)}
            />
          </FormControl>
          {node.help && <FormDescription>{node.help}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
