// /admin/site-settings: every message of the form, the save against the local stack's real
// database, the failure toast, and the Marketing Rule check on the settings' words (a finding
// beside its field, an error that keeps Save from saving, a warning saved with its answer).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageEditorCopy } from "@/content/admin/page-editor";
import { adminPageCopy } from "@/content/admin/pages";
import { siteSettingsCopy } from "@/content/admin/site-settings";
import { paths } from "@/content/routes";
import type { SiteSettings } from "@/content/site-settings";
import { rules } from "@/features/marketing-rule";
import { siteSettingsSchema } from "@/features/site-settings/admin";
import { allFields, settingsFromRow } from "@/features/site-settings/api/columns";
import { findToast, renderApp, serviceRole } from "../support/render-app";

const { fields, errors, toasts, marketingRule } = siteSettingsCopy;
const findingsCopy = pageEditorCopy.marketingRule;
const field = (name: keyof typeof fields) => screen.getByLabelText(fields[name].label);

// The row the stack's migration shipped (the one source of the first settings), read before any
// test changes it; each test puts its columns back.
let shipped: SiteSettings;
beforeAll(async () => {
  const { data, error } = await serviceRole()
    .from("site_settings")
    .select("*")
    .eq("id", 1)
    .single();
  if (error) throw error;
  shipped = settingsFromRow(data, allFields);
});

async function openSettings() {
  const app = await renderApp(paths.admin.siteSettings.getHref(), { account: "admin" });
  await screen.findByRole("heading", { level: 1, name: adminPageCopy.siteSettings.title });
  await waitFor(() => expect(field("companyTagline")).toHaveValue(shipped.companyTagline));
  return app;
}

async function savedRow() {
  const { data, error } = await serviceRole()
    .from("site_settings")
    .select("company_tagline, linkedin_url, facebook_url, marketing_rule_answers")
    .single();
  if (error) throw error;
  return data;
}

afterEach(async () => {
  vi.restoreAllMocks();
  const { error } = await serviceRole()
    .from("site_settings")
    .update({
      company_tagline: shipped.companyTagline,
      linkedin_url: shipped.linkedinUrl || null,
      facebook_url: shipped.facebookUrl || null,
      marketing_rule_answers: {},
    })
    .eq("id", 1);
  if (error) throw error;
});

describe("the site settings schema", () => {
  it("has the spec's messages for empty required texts and invalid URLs", () => {
    const result = siteSettingsSchema.safeParse({
      siteName: "",
      siteDescription: " ",
      companyTagline: "",
      facebookUrl: "facebook",
      twitterUrl: "javascript:alert(1)",
      linkedinUrl: "ftp://linkedin.com/x",
      twitterHandle: "",
      copyrightText: "",
      newsletterHeading: "",
      newsletterDescription: "",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Site name is required",
      "Site description is required",
      "Company tagline is required",
      "Invalid Facebook URL",
      "Invalid Twitter URL",
      "Invalid LinkedIn URL",
      "Copyright text is required",
      "Newsletter heading is required",
      "Newsletter description is required",
    ]);
    expect(siteSettingsSchema.safeParse(shipped).success).toBe(true);
    expect(siteSettingsSchema.safeParse({ ...shipped, facebookUrl: "" }).success).toBe(true);
  });
});

describe("/admin/site-settings", () => {
  it("starts from the saved row and shows every message under its field when submitted empty", async () => {
    const { user } = await openSettings();
    for (const name of Object.keys(fields) as (keyof typeof fields)[])
      await user.clear(field(name));
    await user.type(field("facebookUrl"), "not a url");
    await user.type(field("twitterUrl"), "javascript:alert(1)");
    await user.type(field("linkedinUrl"), "linkedin.com/company/x");
    await user.click(screen.getByRole("button", { name: siteSettingsCopy.save }));

    const expected: [keyof typeof fields, string][] = [
      ["siteName", errors.siteName],
      ["siteDescription", errors.siteDescription],
      ["companyTagline", errors.companyTagline],
      ["facebookUrl", errors.facebookUrl],
      ["twitterUrl", errors.twitterUrl],
      ["linkedinUrl", errors.linkedinUrl],
      ["copyrightText", errors.copyrightText],
      ["newsletterHeading", errors.newsletterHeading],
      ["newsletterDescription", errors.newsletterDescription],
    ];
    await screen.findByText(errors.siteName);
    for (const [name, message] of expected) {
      expect(field(name)).toHaveAttribute("aria-invalid", "true");
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field("twitterHandle")).not.toHaveAttribute("aria-invalid");
    expect((await savedRow()).company_tagline).toBe(shipped.companyTagline);
  });

  it("saves the tagline and the LinkedIn URL, clears Facebook, and says 'Settings updated'", async () => {
    // The site ships with no social profile: this firm has entered its Facebook page before.
    const { error } = await serviceRole()
      .from("site_settings")
      .update({ facebook_url: "https://www.facebook.com/prairieledger" })
      .eq("id", 1);
    if (error) throw error;
    const { user } = await openSettings();
    await waitFor(() =>
      expect(field("facebookUrl")).toHaveValue("https://www.facebook.com/prairieledger"),
    );
    await user.clear(field("companyTagline"));
    await user.type(field("companyTagline"), "Steady hands since 2026.");
    await user.clear(field("linkedinUrl"));
    await user.type(field("linkedinUrl"), "https://www.linkedin.com/company/prairie-ledger");
    await user.clear(field("facebookUrl"));
    await user.click(screen.getByRole("button", { name: siteSettingsCopy.save }));

    await findToast(toasts.success.title);
    expect(await savedRow()).toEqual({
      company_tagline: "Steady hands since 2026.",
      linkedin_url: "https://www.linkedin.com/company/prairie-ledger",
      facebook_url: null,
      marketing_rule_answers: {},
    });
  });

  it("shows the Marketing Rule check's findings beside the field: an error keeps Save from saving, a warning is saved with its answer", async () => {
    const { user } = await openSettings();
    const tagline = field("companyTagline");
    const save = screen.getByRole("button", { name: siteSettingsCopy.save });
    // What the check is, said in the form.
    expect(screen.getByText(marketingRule.aid)).toBeInTheDocument();

    // An error: a promise of results, beside the tagline (not beside the site name), its rule and
    // remedy; Save says why it cannot save, and saves nothing.
    await user.clear(tagline);
    await user.type(tagline, "Guaranteed returns");
    const promise = rules.find(({ id }) => id === "promise")!;
    const taglineItem = tagline.closest<HTMLElement>("div.grid")!;
    const title = `${findingsCopy.error}: ${promise.title} (${promise.citation})`;
    const error = within(taglineItem).getByText(title).parentElement!;
    expect(within(error).getByText(findingsCopy.matched("Guaranteed"))).toBeInTheDocument();
    expect(within(error).getByText(findingsCopy.remedy(promise.remedy))).toBeInTheDocument();
    const siteNameItem = field("siteName").closest<HTMLElement>("div.grid")!;
    expect(within(siteNameItem).queryByText(title)).toBeNull();
    expect(save).toHaveAttribute("aria-disabled", "true");
    expect(save).toHaveAccessibleDescription(expect.stringContaining(marketingRule.blocked(1)));
    await user.click(save);
    expect((await savedRow()).company_tagline).toBe(shipped.companyTagline);

    // A warning: a superlative needs an answer of at least 20 characters before Save saves.
    await user.clear(tagline);
    await user.type(tagline, "The leading fiduciary in Fargo.");
    const superlative = rules.find(({ id }) => id === "superlative")!;
    await within(taglineItem).findByText(
      `${findingsCopy.warning}: ${superlative.title} (${superlative.citation})`,
    );
    expect(screen.queryByText(title)).toBeNull();
    expect(screen.getByText(marketingRule.unanswered(1, 20))).toBeInTheDocument();
    expect(save).toHaveAttribute("aria-disabled", "true");
    const answer = within(taglineItem).getByLabelText(findingsCopy.answerLabel);
    await user.type(answer, "Too short.");
    expect(save).toHaveAttribute("aria-disabled", "true");
    const reason = "The first fee-only fiduciary in Fargo: the state's register, 2019.";
    await user.clear(answer);
    await user.type(answer, reason);
    expect(screen.getByText(marketingRule.answered)).toBeInTheDocument();
    expect(save).not.toHaveAttribute("aria-disabled");
    await user.click(save);

    await findToast(toasts.success.title);
    expect(await savedRow()).toMatchObject({
      company_tagline: "The leading fiduciary in Fargo.",
      marketing_rule_answers: { "superlative:companyTagline:the leading": reason },
    });
  });

  it("says 'Update failed' and keeps what was typed when the save is refused", async () => {
    const { user } = await openSettings();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      init?.method === "PATCH"
        ? Promise.resolve(new Response('{"message":"boom"}', { status: 503 }))
        : realFetch(input, init),
    );
    await user.clear(field("companyTagline"));
    await user.type(field("companyTagline"), "Not saved.");
    await user.click(screen.getByRole("button", { name: siteSettingsCopy.save }));

    const failed = await findToast(toasts.failed.title);
    expect(within(failed).getByText(toasts.failed.description)).toBeInTheDocument();
    expect(field("companyTagline")).toHaveValue("Not saved.");
    expect((await savedRow()).company_tagline).toBe(shipped.companyTagline);
  });
});
