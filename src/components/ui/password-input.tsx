import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type Ref } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** The toggle's accessible name while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** ...and while it is shown. */
  hideLabel: string;
}

/** A password field with a button that shows or hides what was typed; its name says which it does. */
export const PasswordInput = ({
  className,
  showLabel,
  hideLabel,
  disabled,
  ref,
  ...props
}: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) => {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        ref={ref}
        type={visible ? "text" : "password"}
        disabled={disabled}
        className={cn("pr-12", className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r text-navy-500 hover:text-navy-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:opacity-60"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
};
