import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "@/pages/not-found";
import { paths } from "@/content/routes";

/** The not-found page as a visitor who asked for `path` sees it (hosts serve it for any unknown path). */
function renderAt(path: string) {
  window.history.pushState({}, "", path);
  render(<NotFoundPage />);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.pushState({}, "", "/");
});

describe("not-found page", () => {
  it("shows 404 and its heading", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no/such/page");

    expect(screen.getByText("404")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
  });

  it("logs the path the person tried to open", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/no/such/page?ref=mail");

    expect(log).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no/such/page",
    );
  });

  it("links back home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/missing");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
      "href",
      paths.home,
    );
  });
});
