import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Copyright, FooterProfile } from "@/components/layout/footer-settings";
import { SiteFooter } from "@/components/layout/site-footer";
import { newsletter } from "@/content/footer";
import { disclaimer, firm } from "@/content/firm";
import { paths } from "@/content/routes";
import { shippedSiteSettings, type PublicSiteSettings } from "@/content/site-settings";
import { SubscribeForm, type Subscribe } from "@/features/newsletter";

// Labels are the spec's copy, spelled out so a wrong label in src/content fails a test.

function renderPart(ui: ReactNode) {
  render(ui);
  return userEvent.setup();
}

const expectLinks = (container: HTMLElement, expected: [string, string][]) => {
  const links = within(container).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
};

afterEach(() => {
  vi.useRealTimers();
});

const neverSubscribes = vi.fn(async () => "subscribed" as const);

/** The footer with the parts that show `settings` (the public footer makes each an island). */
function Footer({ settings = {} }: { settings?: Partial<PublicSiteSettings> }) {
  const saved = { ...shippedSiteSettings, ...settings };
  return (
    <SiteFooter
      profile={<FooterProfile settings={saved} />}
      newsletter={
        <SubscribeForm
          id="footer-newsletter"
          heading={saved.newsletterHeading}
          description={saved.newsletterDescription}
          subscribe={neverSubscribes}
        />
      }
      copyright={<Copyright text={saved.copyrightText} />}
    />
  );
}

describe("site footer", () => {
  it("shows the brand, linking home, with the footer tagline", () => {
    renderPart(<Footer />);
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: firm.name })).toHaveAttribute("href", paths.home);
    expect(footer.getByText("Traditional discipline. 21st-century edge.")).toBeInTheDocument();
  });

  it("groups the Company and Resources links", () => {
    renderPart(<Footer />);
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

  it("links the legal pages, Form CRS among them (posted prominently, as its instructions ask)", () => {
    renderPart(<Footer />);
    expectLinks(screen.getByRole("navigation", { name: "Legal" }), [
      ["Privacy Policy", paths.privacy],
      ["Terms of Service", paths.terms],
      ["ADV Disclosure", paths.adv],
      ["Form CRS", paths.crs],
    ]);
  });

  it.each(["Facebook", "X", "LinkedIn"])(
    "opens %s in a new tab without giving it this page",
    (network) => {
      renderPart(<Footer />);
      const link = screen.getByRole("link", { name: `${network} (opens in a new tab)` });
      const profile = {
        Facebook: shippedSiteSettings.facebookUrl,
        X: shippedSiteSettings.twitterUrl,
        LinkedIn: shippedSiteSettings.linkedinUrl,
      }[network];

      expect(link).toHaveAttribute("href", profile);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    },
  );

  it("carries the disclaimer and a copyright line with the current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-15T12:00:00Z"));

    renderPart(<Footer />);

    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(disclaimer)).toBeInTheDocument();
    expect(footer.getByText(`© 2031 ${firm.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it("shows the saved settings: tagline, copyright, newsletter box, and only the social links that are set", () => {
    renderPart(
      <Footer
        settings={{
          companyTagline: "Steady hands since 2026.",
          copyrightText: "Prairie Ledger LLC",
          newsletterHeading: "Quarterly letter",
          newsletterDescription: "Four emails a year.",
          facebookUrl: "",
          linkedinUrl: "https://www.linkedin.com/company/prairie-ledger",
        }}
      />,
    );
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText("Steady hands since 2026.")).toBeInTheDocument();
    expect(footer.getByText(/^© \d{4} Prairie Ledger LLC$/)).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: "Quarterly letter" })).toBeInTheDocument();
    expect(footer.getByText("Four emails a year.")).toBeInTheDocument();
    expect(
      within(footer.getByRole("list", { name: "Social media" }))
        .getAllByRole("link")
        .map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")]),
    ).toEqual([
      ["X (opens in a new tab)", "https://x.com/"],
      ["LinkedIn (opens in a new tab)", "https://www.linkedin.com/company/prairie-ledger"],
    ]);
  });

  it("has the 'Stay Updated' box with a labelled email field and a Subscribe button", () => {
    renderPart(<Footer />);
    const form = within(screen.getByRole("form", { name: "Stay Updated" }));

    expect(screen.getByRole("heading", { name: "Stay Updated" })).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    expect(form.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  });
});

describe("subscribe form", () => {
  function renderForm(subscribe: Subscribe) {
    const user = renderPart(
      <SubscribeForm
        id="footer-newsletter"
        heading="Stay Updated"
        description="Firm news."
        subscribe={subscribe}
      />,
    );
    return {
      user,
      email: screen.getByRole("textbox", { name: "Email address" }),
      submit: () => user.click(screen.getByRole("button", { name: "Subscribe" })),
    };
  }

  it("sends the address and the empty trap field, stays on the page, and announces the thanks", async () => {
    const subscribe = vi.fn<Subscribe>(async () => "subscribed");
    const { user, email, submit } = renderForm(subscribe);
    // Whether each submit was kept from reloading the page, as the document sees it.
    const keptOnPage: boolean[] = [];
    const watch = (event: Event) => keptOnPage.push(event.defaultPrevented);
    document.addEventListener("submit", watch);

    await user.type(email, "investor@example.com");
    await submit();
    document.removeEventListener("submit", watch);

    expect(keptOnPage).toEqual([true]);
    expect(subscribe).toHaveBeenCalledWith({ email: "investor@example.com", trap: "" });
    expect(screen.getByRole("status")).toHaveTextContent(newsletter.subscribed);
    expect(email).toHaveValue("");
  });

  it("says it is subscribing while the sign-up is sent, keeps the focus and sends it once", async () => {
    let answer!: (outcome: "subscribed") => void;
    const subscribe = vi.fn<Subscribe>(() => new Promise((resolve) => (answer = resolve)));
    const { user, email } = renderForm(subscribe);

    await user.type(email, "investor@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const sending = screen.getByRole("button", { name: newsletter.submitting });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(sending).toHaveFocus();
    await user.click(sending);
    await user.type(email, "{Enter}");
    expect(subscribe).toHaveBeenCalledTimes(1);

    answer("subscribed");
    expect(await screen.findByRole("button", { name: "Subscribe" })).not.toHaveAttribute(
      "aria-disabled",
    );
    expect(screen.getByRole("status")).toHaveTextContent(newsletter.subscribed);
  });

  it("puts an invalid address's message under the field, marks it invalid and focuses it", async () => {
    const { user, email, submit } = renderForm(async () => "invalid");

    await user.type(email, "investor@");
    await submit();

    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(newsletter.invalidEmail);
    expect(email).toHaveFocus();
    expect(email).toHaveValue("investor@");
    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("announces a failure and keeps what was typed", async () => {
    const { user, email, submit } = renderForm(async () => "failed");

    await user.type(email, "investor@example.com");
    await submit();

    expect(screen.getByRole("status")).toHaveTextContent(newsletter.failed);
    expect(email).toHaveValue("investor@example.com");
  });

  it("takes its heading and description from the page that uses it, with ids of its own", () => {
    renderPart(
      <>
        <SubscribeForm
          id="resources-newsletter"
          heading="Get new resources"
          description="One email a month."
          subscribe={neverSubscribes}
        />
        <SubscribeForm
          id="footer-newsletter"
          heading="Stay Updated"
          description="Firm news."
          subscribe={neverSubscribes}
        />
      </>,
    );

    const resourcesForm = within(screen.getByRole("form", { name: "Get new resources" }));
    expect(screen.getByText("One email a month.")).toBeInTheDocument();
    expect(resourcesForm.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "id",
      "resources-newsletter-email",
    );
    expect(
      within(screen.getByRole("form", { name: "Stay Updated" })).getByRole("textbox", {
        name: "Email address",
      }),
    ).toHaveAttribute("id", "footer-newsletter-email");
  });
});
