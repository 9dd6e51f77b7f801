import { AlertCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import { Alert } from "./alert";
import { Button } from "./button";

interface LoadErrorProps {
  /** What could not be loaded, in the screen's words. */
  message: string;
  /** The reason, when the person can act on it. */
  detail?: string;
  /** The 'Try again' button, which refetches; left out where the screen has its own. */
  retry?: { label: string; onRetry: () => void };
  className?: string;
}

/** A failed load, announced (role="alert"), with the button that tries again. */
export function LoadError({ message, detail, retry, className }: LoadErrorProps) {
  return (
    <Alert variant="destructive" role="alert" className={cn("items-center", className)}>
      <AlertCircle aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{message}</p>
        {detail && <p className="mt-1 break-words">{detail}</p>}
      </div>
      {retry && (
        <Button variant="outline" size="sm" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      )}
    </Alert>
  );
}
