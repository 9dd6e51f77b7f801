import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "@/components/layout/site-footer";
import { SubscribeForm } from "@/components/layout/subscribe-form";
import { disclaimer, firm, socialLinks } from "@/content/firm";
import { paths } from "@/content/routes";
import { RouterNavigation } from "@/app/router-navigation";

// Labels are the spec's copy, spelled out so a wrong label in src/content fails a test.

function CurrentPath() {
  return <p>Current path: {useLocation().pathname}</p>;
}

function renderInRouter(ui: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <RouterNavigation>
            {ui}
            <CurrentPath />
          </RouterNavigation>
        ),
      },
    ],
    { initialEntries: [paths.home] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const expectLinks = (container: HTMLElement, expected: [string, string][]) => {
  const links = within(container).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
};

afterEach(() => {
  vi.useRealTimers();
});

describe("site footer", () => {
  it("shows the brand, linking home, with the footer tagline", () => {
    renderInRouter(<SiteFooter />);
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: firm.name })).toHaveAttribute("href", paths.home);
    expect(footer.getByText("Traditional discipline. 21st-century edge.")).toBeInTheDocument();
  });

  it("groups the Company and Resources links", () => {
    renderInRouter(<SiteFooter />);
    const footerNav = screen.getByRole("navigation", { name: "Footer" });

    expectLinks(within(footerNav).getByRole("group", { name: "Company" }), [
      ["About", paths.about],
      ["Services", paths.services],
      ["Process", paths.process],
      ["Fees", paths.fees],
    ]);
    expectLinks(within(footerNav).getByRole("group", { name: "Resources" }), [
      ["Resources", paths.resources],
      ["Contact", paths.contact],
    ]);
  });

  it("links the legal pages", () => {
    renderInRouter(<SiteFooter />);
    expectLinks(screen.getByRole("navigation", { name: "Legal" }), [
      ["Privacy Policy", paths.privacy],
      ["Terms of Service", paths.terms],
      ["ADV Disclosure", paths.adv],
    ]);
  });

  it.each(["Facebook", "X", "LinkedIn"])(
    "opens %s in a new tab without giving it this page",
    (network) => {
      renderInRouter(<SiteFooter />);
      const link = screen.getByRole("link", { name: `${network} (opens in a new tab)` });
      const profile = socialLinks.find(({ label }) => label === network);

      expect(link).toHaveAttribute("href", profile?.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    },
  );

  it("carries the disclaimer and a copyright line with the current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-15T12:00:00Z"));

    renderInRouter(<SiteFooter />);

    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(disclaimer)).toBeInTheDocument();
    expect(footer.getByText(`© 2031 ${firm.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it("has the 'Stay Updated' box with a labelled email field and a Subscribe button", () => {
    renderInRouter(<SiteFooter />);
    const form = within(screen.getByRole("form", { name: "Stay Updated" }));

    expect(screen.getByRole("heading", { name: "Stay Updated" })).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    expect(form.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  });
});

describe("subscribe form", () => {
  it("submits nothing: the submit event's default is prevented and the person stays on the page", async () => {
    const submits: SubmitEvent[] = [];
    const recordSubmit = (event: Event) => submits.push(event as SubmitEvent);
    document.addEventListener("submit", recordSubmit);
    const user = renderInRouter(<SiteFooter />);
    const email = screen.getByRole("textbox", { name: "Email address" });

    await user.type(email, "investor@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    document.removeEventListener("submit", recordSubmit);

    expect(submits).toHaveLength(1);
    expect(submits[0]?.defaultPrevented).toBe(true);
    expect(screen.getByText(`Current path: ${paths.home}`)).toBeInTheDocument();
    expect(email).toHaveValue("investor@example.com");
  });

  it("takes its heading and description from the page that uses it, with ids of its own", () => {
    renderInRouter(
      <>
        <SubscribeForm
          id="resources-newsletter"
          heading="Get new resources"
          description="One email a month."
        />
        <SubscribeForm id="footer-newsletter" heading="Stay Updated" description="Firm news." />
      </>,
    );

    const resourcesForm = within(screen.getByRole("form", { name: "Get new resources" }));
    expect(screen.getByText("One email a month.")).toBeInTheDocument();
    expect(resourcesForm.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "id",
      "resources-newsletter-email",
    );
    expect(
      within(screen.getByRole("form", { name: "Stay Updated" })).getByRole("textbox"),
    ).toHaveAttribute("id", "footer-newsletter-email");
  });
});
