import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

// The loading and error states every part of the visitor figures shows on its own.

export function PartLoading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="mt-4 grid gap-3">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className="h-8" />
      ))}
    </div>
  );
}

export function PartError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="mt-4 text-sm">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
