// The two-step code guard (private.two_step_code_guards, private.two_step_code_failures and
// private.check_two_step_code) is the Auth server's alone: anon, a signed-in visitor and an admin at
// aal1 or aal2 can neither read nor change it, nor call the check (which would let them unlock a
// factor or spend its codes). As the owner, the check locks a factor at the 5th wrong code, records
// the lock, and accepts each time step once.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { seedAccounts } from "../local/db/reset";
import { admin, adminAtAal1, anon, visitor } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  useSeededDatabase,
} from "./support/database";

const factorId = "f0f0f0f0-0000-4000-8000-000000000001";
const check = (step: number | null) =>
  `select private.check_two_step_code('${factorId}', '${seedAccounts.admin.id}', ${step ?? "null"}, '127.0.0.1') as outcome`;

async function outcomeOf(tx: Queryable, step: number | null): Promise<string> {
  const { rows } = await tx.query<{ outcome: string }>(check(step));
  return rows[0]!.outcome;
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  for (const actor of [anon, visitor, adminAtAal1, admin]) {
    test(
      `${actor.label} › refused: no read, write or call of the guard`,
      rolledBack(async (tx) => {
        await outcomeOf(tx, null);
        expectRefused(await attempt(tx, actor, "select * from private.two_step_code_guards"));
        expectRefused(await attempt(tx, actor, "select * from private.two_step_code_failures"));
        expectRefused(
          await attempt(tx, actor, "update private.two_step_code_guards set locked_until = null"),
        );
        expectRefused(await attempt(tx, actor, "delete from private.two_step_code_failures"));
        expectRefused(await attempt(tx, actor, check(1)));
      }),
    );
  }

  test(
    "owner › the 5th wrong code locks the factor, the right code is refused then, and the lock is logged",
    rolledBack(async (tx) => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect(await outcomeOf(tx, null)).toBe("refused");
      }
      expect(await outcomeOf(tx, null)).toBe("locked");
      expect(await outcomeOf(tx, 100)).toBe("locked");
      const { rows } = await tx.query(
        "select action, severity::text, details from public.security_events where action = 'mfa_factor_locked'",
      );
      expect(rows).toEqual([
        {
          action: "mfa_factor_locked",
          severity: "high",
          details: {
            factor_id: factorId,
            wrong_codes: 5,
            locked_minutes: 15,
            address: "127.0.0.1",
          },
        },
      ]);
    }),
  );

  test(
    "owner › each time step is accepted once, an earlier one never; a right code clears the count",
    rolledBack(async (tx) => {
      expect(await outcomeOf(tx, 100)).toBe("accepted");
      expect(await outcomeOf(tx, 100)).toBe("refused");
      expect(await outcomeOf(tx, 99)).toBe("refused");
      expect(await outcomeOf(tx, 101)).toBe("accepted");
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect(await outcomeOf(tx, null)).toBe("refused");
      }
      expect(await outcomeOf(tx, 102)).toBe("accepted");
      expect(await outcomeOf(tx, null)).toBe("refused");
    }),
  );
});
