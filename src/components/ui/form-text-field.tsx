import type { InputHTMLAttributes, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";
import { Textarea } from "./textarea";

type FormTextFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  /** A line under the control that says what the field is for. */
  description?: string;
  /** A textarea instead of a one-line input (`type` is then the input's only). */
  multiline?: boolean;
  /** Shown under the field's message: what a check found in its value. */
  children?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "placeholder" | "autoComplete" | "disabled"
>;

/** One labelled text field of a form, with its message: the form kit's most common field. */
export function FormTextField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  description,
  multiline,
  type,
  autoComplete = "off",
  children,
  ...controlProps
}: FormTextFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea rows={3} autoComplete={autoComplete} {...controlProps} {...field} />
            ) : (
              <Input type={type} autoComplete={autoComplete} {...controlProps} {...field} />
            )}
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
          {children}
        </FormItem>
      )}
    />
  );
}
