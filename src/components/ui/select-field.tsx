import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export interface SelectOption {
  value: string;
  label: string;
}

type SelectControlProps = Omit<ComponentProps<typeof SelectTrigger>, "children" | "onChange"> & {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while no option is chosen. */
  placeholder?: string;
  disabled?: boolean;
};

/**
 * A listbox select with its options; every other prop (the id, the ARIA wiring a form passes) goes
 * to the trigger, which is what the label names.
 */
export function SelectControl({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...triggerProps
}: SelectControlProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type SelectFieldProps = Pick<
  SelectControlProps,
  "value" | "onValueChange" | "options" | "placeholder" | "disabled"
> & {
  label: string;
  /** The label for assistive technology only, where the screen around says what the select is. */
  hideLabel?: boolean;
  /** `sm`: a filter's compact trigger. */
  size?: "default" | "sm";
  className?: string;
};

/**
 * A labelled select outside a form (a filter, a choice of what to show). It is as wide as the column
 * it is given, never its longest option's width: a long choice is cut short with an ellipsis.
 */
export function SelectField({ label, hideLabel, size, className, ...control }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 grid-cols-1 gap-2", className)}>
      <Label htmlFor={id} className={cn(hideLabel && "sr-only")}>
        {label}
      </Label>
      <SelectControl id={id} className={cn(size === "sm" && "h-9 text-sm")} {...control} />
    </div>
  );
}
