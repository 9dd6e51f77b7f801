// The admin's saved browser session (admin.setup.ts) with its access token raised to aal2, as issue
// 20's second sign-in step will leave it (tests/support/aal2.ts says why and how), for the specs that
// read what admins see only after two-step verification.
import { readFileSync } from "node:fs";
import type { BrowserContextOptions } from "@playwright/test";
import { withAal2 } from "../../tests/support/aal2";
import { storageStateOf } from "./admin";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export async function adminAal2StorageState(): Promise<StorageState> {
  const state = JSON.parse(readFileSync(storageStateOf("admin"), "utf8")) as StorageState;
  for (const origin of state.origins) {
    for (const item of origin.localStorage) {
      if (!item.name.endsWith("-auth-token")) continue;
      const session = JSON.parse(item.value) as { access_token: string };
      session.access_token = await withAal2(session.access_token);
      item.value = JSON.stringify(session);
    }
  }
  return state;
}
