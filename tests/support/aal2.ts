// An access token at aal2 (two-step verification passed) for a session of the local stack, until the
// stack verifies a second factor itself (issue 20): the session's own token with aal2 and a TOTP
// method, signed with the local stack's signing key (public, like the demo keys). The release record
// is readable by admins at aal2 only.
import { decodeJwt } from "jose";
import { signWithKey } from "../../supabase/local/core/jwt";
import { LOCAL_SIGNING_KEY } from "../../supabase/local/core/keys";

export async function atAal2(accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return signWithKey(
    {
      ...claims,
      aal: "aal2",
      amr: [{ method: "totp", timestamp: now }, ...((claims.amr as unknown[]) ?? [])],
    },
    LOCAL_SIGNING_KEY,
  );
}
