import { RefreshCw, ShieldAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { complianceArchiveCopy } from "@/content/content-history";
import { cn } from "@/lib/utils";
import { useHistoryVerification, type HistoryVerification } from "../api/verify-history";

const copy = complianceArchiveCopy.chain;

/** What verify_content_history() answered: the whole chain intact, or its first broken link. */
export function ChainStatus() {
  const verification = useHistoryVerification();
  const { data, error, isPending, isFetching, refetch } = verification;
  return (
    <section
      aria-labelledby="chain-status-heading"
      aria-busy={isFetching || undefined}
      className={cn(
        "grid gap-3 rounded-lg border bg-white p-4 shadow-card sm:p-5",
        data && !data.valid ? "border-destructive/50" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="chain-status-heading" className="text-base font-semibold text-navy-950">
          {copy.heading}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" />
          {copy.verifyAgain}
        </Button>
      </div>
      {isPending ? (
        <Spinner label={copy.checking} className="justify-start" />
      ) : error ? (
        // Its retry is the section's own 'Verify again'.
        <LoadError message={copy.failed} />
      ) : (
        <ChainResult result={data} />
      )}
    </section>
  );
}

function ChainResult({ result }: { result: HistoryVerification }) {
  if (!result.valid) {
    return (
      <div role="alert" className="flex gap-3 text-sm text-red-900">
        <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          <strong>{copy.broken(result.broken_id ?? 0)}</strong>
          {result.detail && `: ${result.detail}.`}
        </p>
      </div>
    );
  }
  return (
    <div className="flex gap-3 text-sm text-navy-800" role="status">
      <ShieldCheck className="size-5 shrink-0 text-signal-600" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{copy.valid(result.entries)}</p>
        {result.last_hash && (
          <p className="text-xs text-navy-700">
            {copy.lastHash} <code className="break-all font-mono">{result.last_hash}</code>
          </p>
        )}
      </div>
    </div>
  );
}
