// The form kit of components/ui with one zod schema: labels name the controls, descriptions and
// messages describe them, aria-invalid marks the bad ones, and every control reports its value.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FileDropArea } from "@/components/ui/file-drop-area";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";

const schema = z.object({
  name: z.string().min(2, "Name must be at least 2 characters"),
  notes: z.string().max(20, "Keep the notes under 20 characters"),
  type: z.enum(["adv_part_2a", "form_adv"], { error: "Choose a document type" }),
  featured: z.boolean(),
  file: z
    .instanceof(File, { error: "Choose a file" })
    .refine((file) => file.type === "application/pdf", "Only PDF files"),
});
function SampleForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: "", notes: "", featured: false } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Document name</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Shown to visitors on /adv.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Textarea {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Document type</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger>
                    <SelectValue placeholder="Select a type" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="adv_part_2a">Form ADV Part 2A</SelectItem>
                  <SelectItem value="form_adv">Form ADV</SelectItem>
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="featured"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Featured</FormLabel>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="file"
          render={({ field }) => (
            <FormItem>
              <FormLabel>File</FormLabel>
              <FormControl>
                <FileDropArea
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  file={field.value}
                  onFileChange={field.onChange}
                  accept="application/pdf"
                  prompt="Drop a PDF here, or click to choose one"
                  hint="PDF, up to 10 MB"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

fillJsdomGapsForRadix();

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<SampleForm onSubmit={onSubmit} />);
  return { onSubmit, user };
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

// A dozen interactions through Radix widgets each: more than the default 5 s on a busy machine.
describe("the form kit", { timeout: 20_000 }, () => {
  it("names every control by its label and describes a field by its description", () => {
    setup();
    const name = screen.getByRole("textbox", { name: "Document name" });
    expect(describedBy(name)).toEqual(["Shown to visitors on /adv."]);
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: "Notes" })).not.toHaveAttribute("aria-describedby");
    expect(screen.getByRole("combobox", { name: "Document type" })).toHaveTextContent(
      "Select a type",
    );
    expect(screen.getByRole("switch", { name: "Featured" })).not.toBeChecked();
    expect(screen.getByLabelText("File")).toHaveAttribute("type", "file");
  });

  it("shows zod's messages, marks the fields invalid and describes them by their messages", async () => {
    const { user, onSubmit } = setup();
    await user.type(
      screen.getByRole("textbox", { name: "Notes" }),
      "far more than twenty characters",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Document name" });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(describedBy(name)).toEqual([
      "Shown to visitors on /adv.",
      "Name must be at least 2 characters",
    ]);
    expect(describedBy(screen.getByRole("textbox", { name: "Notes" }))).toEqual([
      "Keep the notes under 20 characters",
    ]);
    expect(describedBy(screen.getByRole("combobox", { name: "Document type" }))).toEqual([
      "Choose a document type",
    ]);
    expect(describedBy(screen.getByLabelText("File"))).toEqual(["Choose a file"]);
    expect(screen.getByLabelText("File")).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("hands every control's value to the submit once the form is valid", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole("textbox", { name: "Document name" }), "Form ADV 2027");
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "Annual update");
    await user.click(screen.getByRole("combobox", { name: "Document type" }));
    await user.click(await screen.findByRole("option", { name: "Form ADV" }));
    await user.click(screen.getByRole("switch", { name: "Featured" }));
    const pdf = new File(["%PDF-1.7"], "form-adv-2027.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("File"), pdf);
    expect(screen.getByText("form-adv-2027.pdf")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: "Form ADV 2027",
      notes: "Annual update",
      type: "form_adv",
      featured: true,
      file: pdf,
    });
  });

  it("checks a chosen file with the schema, since accept only filters the picker", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<SampleForm onSubmit={vi.fn()} />);
    await user.upload(
      screen.getByLabelText("File"),
      new File(["x"], "photo.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Only PDF files")).toBeInTheDocument();
  });
});
