import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { PasswordInput } from "./password-input";

interface FormPasswordFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  /** The show/hide toggle's names. */
  showLabel: string;
  hideLabel: string;
  /** "current-password" to let a password manager fill it, "new-password" to let it suggest one. */
  autoComplete: "current-password" | "new-password";
}

/** One labelled password field with its show/hide toggle and its message. */
export function FormPasswordField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  ...inputProps
}: FormPasswordFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <PasswordInput {...inputProps} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
