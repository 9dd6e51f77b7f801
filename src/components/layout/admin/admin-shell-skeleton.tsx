import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

/**
 * The admin shell's outline (sidebar, header, a page heading and cards) while the session, the role
 * check or the assurance level is read, instead of a blank screen; `label` is announced.
 */
export function AdminShellSkeleton({ label }: { label: string }) {
  return (
    <div className="flex min-h-svh bg-navy-50/40">
      <div className="hidden w-64 shrink-0 flex-col gap-4 border-r border-border bg-white p-4 md:flex">
        <Skeleton className="h-8 w-40" />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-44" />
        ))}
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex h-16 items-center justify-between border-b border-border bg-white px-3 md:px-6">
          <Skeleton className="size-8" />
          <Skeleton className="size-9 rounded-full" />
        </div>
        <main className="flex-1 px-4 py-6 md:px-8 md:py-10">
          <Spinner label={label} className="sr-only" />
          <Skeleton className="h-9 w-56" />
          <Skeleton className="mt-3 h-5 w-full max-w-md" />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        </main>
      </div>
    </div>
  );
}
