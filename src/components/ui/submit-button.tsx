import { LoaderCircle } from "lucide-react";
import type { MouseEvent, ReactNode, Ref } from "react";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "disabled"> {
  /** The form is being sent: the button says `busyLabel` and cannot send it again. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** Nothing to send yet (nothing changed, a field missing): shown disabled. */
  unavailable?: boolean;
}

/**
 * A form's submit button that keeps the keyboard focus. While busy or unavailable it is
 * `aria-disabled`, not `disabled`: a disabled button loses the focus to the page's body, so a person
 * who pressed Enter on it would start over from the top. Pressing it then does nothing (the click is
 * cancelled, which also stops the implicit submission of Enter in a field).
 */
export const SubmitButton = ({
  busy = false,
  busyLabel,
  unavailable = false,
  className,
  children,
  onClick,
  ref,
  ...props
}: SubmitButtonProps & { ref?: Ref<HTMLButtonElement> }) => {
  const inert = busy || unavailable;
  return (
    <Button
      ref={ref}
      type="submit"
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      className={cn("aria-disabled:cursor-not-allowed aria-disabled:opacity-60", className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (inert) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {busy && (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
};
