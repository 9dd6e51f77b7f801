import { seedAccounts } from "../../supabase/local/db/seed-accounts";

/**
 * How the archive's directory names the seeded admin beside their own change: "By <email> (you)",
 * or "By <name> (<email>) (you)" once another file of the run gave them a name (a Market Insights
 * post needs an author with one, and the files share the stack).
 */
export const seededAdminByline = new RegExp(
  `By (?:[^()]+ \\()?${seedAccounts.admin.email.replace(/[.]/g, "\\.")}\\)? \\(you\\)`,
);
