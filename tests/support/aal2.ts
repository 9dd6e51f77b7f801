// Until issue 20's two-step sign-in is in the app: a signed-in session's access token as Supabase
// Auth issues it after a verified TOTP code (aal2, a "totp" method in amr), signed with the local
// stack's own key, so tests can open what the database keeps for admins at aal2. The stack's key is
// a fixed development key (supabase/local/core/keys.ts); no hosted project accepts such a token.
import { decodeJwt } from "jose";
import { nowInSeconds, signWithKey } from "../../supabase/local/core/jwt";
import { LOCAL_SIGNING_KEY } from "../../supabase/local/core/keys";

export async function withAal2(accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  return signWithKey(
    { ...claims, aal: "aal2", amr: [...amr, { method: "totp", timestamp: nowInSeconds() }] },
    LOCAL_SIGNING_KEY,
  );
}
