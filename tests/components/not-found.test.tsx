import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "@/pages/not-found";
import { MissingPathReport } from "@/pages/not-found/missing-path-report";
import { paths } from "@/content/routes";
import { pageContent, renderInSiteFrame } from "../support/site-data";

/** The not-found page as a visitor who asked for `path` sees it (hosts serve it for any unknown path). */
function renderAt(path: string) {
  window.history.pushState({}, "", path);
  renderInSiteFrame(<NotFoundPage />, "/404");
  return within(screen.getByRole("main"));
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

describe("not-found page", () => {
  it("shows its code and heading, from the published not-found page", () => {
    const content = pageContent("not-found");
    const main = renderAt("/no/such/page");

    expect(main.getByText(content.code)).toBeInTheDocument();
    expect(main.getByRole("heading", { level: 1, name: content.heading })).toBeInTheDocument();
    expect(main.getByText(content.body)).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${content.title} \\|`));
  });

  it("logs the path the person tried to open, once its island's code runs in the browser", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no/such/page?ref=mail");
    // The page is one for every path: rendering it logs nothing.
    expect(log).not.toHaveBeenCalled();

    MissingPathReport.start!(document.body);

    expect(log).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no/such/page",
    );
  });

  it("links back home", () => {
    const { homeAction } = pageContent("not-found");
    expect(homeAction.href).toBe(paths.home);
    const main = renderAt("/missing");
    expect(main.getByRole("link", { name: homeAction.label })).toHaveAttribute("href", paths.home);
  });
});
