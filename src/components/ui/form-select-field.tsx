import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { SelectControl, type SelectOption } from "./select-field";

interface FormSelectFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly SelectOption[];
  /** Shown while no option is chosen. */
  placeholder?: string;
  disabled?: boolean;
}

/**
 * SelectField's select as one field of a form, with its message; FormControl hands the trigger the
 * ids the label and the message need.
 */
export function FormSelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
}: FormSelectFieldProps<TValues, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <SelectControl
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
