import { useEffect, useRef } from "react";

/**
 * A message about the whole form rather than one field (the form kit's FormMessage is per field):
 * announced as an alert, and focused when it appears so the keyboard is where the message is.
 */
export function FormRootMessage({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}
