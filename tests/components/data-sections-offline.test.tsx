// /resources and /adv when the API cannot be reached: their islands, with the app's real PostgREST
// client pointed at a closed port, fail as they would for a visitor with a broken connection (after
// the one retry of lib/data-providers.tsx).
import { render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { advPage, legalDocumentTypes } from "@/content/document-types";
import type * as LegalDocuments from "@/features/legal-documents";
import type * as Resources from "@/features/resources";
import { resourcesPage } from "@/content/resources";

const unreachableApi = "http://127.0.0.1:9";
let features: typeof Resources & typeof LegalDocuments;

beforeAll(async () => {
  vi.stubEnv("VITE_SUPABASE_URL", unreachableApi);
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key-of-an-unreachable-project");
  // Imported after the environment is set.
  features = {
    ...(await import("@/features/resources")),
    ...(await import("@/features/legal-documents")),
  };
});

afterAll(() => vi.unstubAllEnvs());

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

/** Long enough for the query's one retry, a second after the first failure. */
const afterTheRetry = { timeout: 10_000 };

describe("when the API cannot be reached", () => {
  it("/resources logs the error and shows the placeholder cards", async () => {
    render(<features.FeaturedResources />);
    expect(screen.getByRole("status", { name: resourcesPage.loadingLabel })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText(resourcesPage.placeholderNote)).toBeInTheDocument(),
      afterTheRetry,
    );
    expect(screen.getAllByRole("article")).toHaveLength(resourcesPage.placeholders.length);
    expect(console.error).toHaveBeenCalledWith(
      "Could not load the featured resources:",
      expect.anything(),
    );
  });

  it("/adv says so in a toast and offers no document", async () => {
    render(<features.LegalDocumentDownloads />);
    await waitFor(
      () => expect(screen.getByText(advPage.loadFailed.description)).toBeInTheDocument(),
      afterTheRetry,
    );
    const buttons = screen.getAllByRole("button", { name: new RegExp(advPage.unavailable) });
    expect(buttons).toHaveLength(legalDocumentTypes.length);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(console.error).toHaveBeenCalledWith(
      "Could not load the legal documents:",
      expect.anything(),
    );
  });
});
