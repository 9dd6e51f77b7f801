import { LoaderCircle } from "lucide-react";
import type { MouseEvent, ReactNode, Ref } from "react";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";

export interface BusyButtonProps extends Omit<ButtonProps, "disabled"> {
  /** Its work is under way: the button says `busyLabel` and cannot start it again. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** Nothing to do yet (nothing changed, a field missing, the last page): shown disabled. */
  unavailable?: boolean;
}

/**
 * A button that keeps the keyboard focus while it cannot act. While busy or unavailable it is
 * `aria-disabled`, not `disabled`: a disabled button loses the focus to the page's body, so a person
 * who pressed it would start over from the top. Pressing it then does nothing (the click is
 * cancelled, which also stops the implicit submission of Enter in a form's field).
 */
export const BusyButton = ({
  type = "button",
  busy = false,
  busyLabel,
  unavailable = false,
  className,
  children,
  onClick,
  ref,
  ...props
}: BusyButtonProps & { ref?: Ref<HTMLButtonElement> }) => {
  const inert = busy || unavailable;
  return (
    <Button
      ref={ref}
      type={type}
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
