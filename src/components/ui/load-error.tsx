import { AlertCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import { Alert, AlertAction, AlertDescription, AlertTitle } from "./alert";
import { Button } from "./button";

interface LoadErrorProps {
  /** What could not be loaded (or done), in the screen's words. */
  message: string;
  /** The reason, when the person can act on it. */
  detail?: string;
  /** The 'Try again' button, which refetches; left out where the screen has its own. */
  retry?: { label: string; onRetry: () => void };
  /**
   * `box`: a boxed alert for a part of the screen that failed; `inline`: one line of red text, for a
   * failure inside a form or a section, next to what it is about (no detail, no button).
   */
  size?: "box" | "inline";
  /** For the control whose aria-describedby names the failure. */
  id?: string;
  className?: string;
}

/** A failure, announced (role="alert"), with the button that tries again. */
export function LoadError({ message, detail, retry, size = "box", id, className }: LoadErrorProps) {
  if (size === "inline")
    return (
      <p id={id} role="alert" className={cn("text-sm font-medium text-destructive", className)}>
        {message}
      </p>
    );
  return (
    <Alert id={id} variant="destructive" role="alert" className={className}>
      <AlertCircle aria-hidden="true" />
      <AlertTitle className="font-medium">{message}</AlertTitle>
      {detail && <AlertDescription>{detail}</AlertDescription>}
      {retry && (
        <AlertAction>
          <Button variant="outline" size="sm" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        </AlertAction>
      )}
    </Alert>
  );
}
