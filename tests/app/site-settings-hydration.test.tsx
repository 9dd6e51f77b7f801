// The public footer's site settings in the browser: the build's in the prerendered HTML, then the saved
// row, read once for the footer's three islands. A file of its own: the settings are read once per
// page load (module state), and the other hydration tests leave that request unanswered.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paths } from "@/content/routes";
import { shippedSiteSettings } from "@/content/site-settings";
import { hydratingPages, prerenderThenHydrate } from "../support/hydrate-page";

hydratingPages();

describe("the public footer's site settings", { timeout: 30_000 }, () => {
  it("prerenders the build's site settings, then shows the saved row, read with one plain GET", async () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://stack.test");
    vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key");
    const savedRow = {
      company_tagline: "Steady hands since 2026.",
      facebook_url: null,
      twitter_url: "https://x.com/prairieledger",
      linkedin_url: "https://www.linkedin.com/company/prairie-ledger",
      copyright_text: "Prairie Ledger LLC",
      newsletter_heading: "Quarterly letter",
      newsletter_description: "Four emails a year.",
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify([savedRow]), { status: 200 }));

    const { rendered, complaints } = await prerenderThenHydrate(paths.privacy);

    expect(complaints).toEqual([]);
    expect(rendered.html).toContain(shippedSiteSettings.companyTagline);
    const footer = within(screen.getByRole("contentinfo"));
    expect(await footer.findByText(savedRow.company_tagline)).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: "Quarterly letter" })).toBeInTheDocument();
    expect(footer.getByText(/© \d{4} Prairie Ledger LLC/)).toBeInTheDocument();
    expect(footer.queryByRole("link", { name: /^Facebook/ })).not.toBeInTheDocument();
    // One request for the footer's three islands.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(
      /^http:\/\/stack\.test\/rest\/v1\/site_settings\?select=company_tagline,.*&id=eq\.1$/,
    );
    expect(init?.headers).toMatchObject({ apikey: "anon-key" });
  });
});
