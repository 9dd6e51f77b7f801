// npm run stamp-history
// Once a day, from the deploy host's scheduler (docs/deploying.md): has the configured RFC 3161
// time-stamping authority stamp the newest entry of the content history, so the whole chain up to it
// is proven to have existed by then. A day without a change stamps nothing new. Exits non-zero when
// no authority is configured or it fails, so the scheduler reports it.
import { stampChainHead } from "../records/release/record";
import { secretClient } from "../records/release/secret-client";

try {
  const { client, url } = secretClient();
  const outcome = await stampChainHead(client);
  if (outcome.stamped) {
    console.log(
      `Entry ${outcome.entryId} of the content history on ${url} time-stamped by ${outcome.tsaUrl} at ${outcome.genTime.toISOString()}.`,
    );
  } else {
    console.log(`Nothing stamped: ${outcome.reason}.`);
    if (outcome.noAuthority) process.exit(1);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
