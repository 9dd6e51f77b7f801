import { Skeleton } from "@/components/ui/skeleton";

// The loading state every part of the visitor figures shows on its own (a failure: LoadError).

export function PartLoading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="mt-4 grid gap-3">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className="h-8" />
      ))}
    </div>
  );
}
