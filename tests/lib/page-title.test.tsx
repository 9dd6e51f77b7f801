import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePageTitle } from "@/lib/page-title";

function TitledPage({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe("usePageTitle", () => {
  it("names the page after the firm while it is shown and restores the default title after", () => {
    document.title = "Default title";
    const { rerender, unmount } = render(<TitledPage title="About" />);
    expect(document.title).toBe("About | Prairie Ledger Advisors");

    rerender(<TitledPage title="Our Process" />);
    expect(document.title).toBe("Our Process | Prairie Ledger Advisors");

    unmount();
    expect(document.title).toBe("Default title");
  });
});
