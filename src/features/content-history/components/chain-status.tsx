import { RefreshCw, ShieldAlert, ShieldCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { complianceArchiveCopy } from "@/content/content-history";
import { useHistoryVerification, type HistoryVerification } from "../api/verify-history";

const copy = complianceArchiveCopy.chain;

/** What verify_content_history() answered: the whole chain intact, or its first broken link. */
export function ChainStatus() {
  const verification = useHistoryVerification();
  const { data, error, isPending, isFetching, refetch } = verification;
  return (
    <Card asChild className="grid gap-3 p-4 sm:p-5">
      <section aria-labelledby="chain-status-heading" aria-busy={isFetching || undefined}>
        <CardHeader>
          <CardTitle id="chain-status-heading">{copy.heading}</CardTitle>
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" />
              {copy.verifyAgain}
            </Button>
          </CardAction>
        </CardHeader>
        {isPending ? (
          <Spinner label={copy.checking} className="justify-start" />
        ) : error ? (
          // Its retry is the section's own 'Verify again'.
          <LoadError message={copy.failed} />
        ) : (
          <ChainResult result={data} />
        )}
      </section>
    </Card>
  );
}

function ChainResult({ result }: { result: HistoryVerification }) {
  if (!result.valid) {
    return (
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertDescription>
          <p>
            <strong>{copy.broken(result.broken_id ?? 0)}</strong>
            {result.detail && `: ${result.detail}.`}
          </p>
        </AlertDescription>
      </Alert>
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
