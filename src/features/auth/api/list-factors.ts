import type { Factor } from "@supabase/supabase-js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { authKeys } from "./get-is-admin";

export type { Factor };

/** The signed-in user's authenticator apps (TOTP factors), verified or not, oldest first. */
export async function listTotpFactors(): Promise<Factor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all
    .filter((factor) => factor.factor_type === "totp")
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export const factorsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.factors(), queryFn: listTotpFactors });

export function useTotpFactors() {
  return useQuery(factorsQueryOptions());
}
