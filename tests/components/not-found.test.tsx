import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "@/pages/not-found";
import { paths } from "@/content/routes";
import { RouterNavigation } from "@/app/router-navigation";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <h1>Home page</h1> },
      {
        path: "*",
        element: (
          <RouterNavigation>
            <NotFoundPage />
          </RouterNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
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

  it("links back home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderAt("/missing");
    const home = screen.getByRole("link", { name: "Return to Home" });
    expect(home).toHaveAttribute("href", paths.home);

    await user.click(home);

    expect(screen.getByRole("heading", { level: 1, name: "Home page" })).toBeInTheDocument();
  });
});
