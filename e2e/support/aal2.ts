// The admin's browser session at aal2 (two-step verification passed), which the release record
// requires, until the local stack verifies a second factor itself (issue 20): the stop-gap of
// tests/support/aal2.ts applied to the session admin.setup.ts saved. Replace this file with a real
// TOTP sign-in when the stack has one.
import { readFile, writeFile } from "node:fs/promises";
import { atAal2 } from "../../tests/support/aal2";

/** Where the admin's aal2 browser state is kept, beside storageStateOf("admin"). */
export const adminAal2StorageState = "e2e/.auth/admin-aal2.json";

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

const parsed = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/** Copies the browser state in `from` to `to` with every stored session's token at aal2. */
export async function saveAal2StorageState(from: string, to = adminAal2StorageState) {
  const state = JSON.parse(await readFile(from, "utf8")) as StorageState;
  for (const origin of state.origins) {
    for (const item of origin.localStorage) {
      const session = parsed(item.value);
      if (typeof session !== "object" || !session || !("access_token" in session)) continue;
      const token = await atAal2(String(session.access_token));
      item.value = JSON.stringify({ ...session, access_token: token });
    }
  }
  await writeFile(to, JSON.stringify(state, null, 2));
}
