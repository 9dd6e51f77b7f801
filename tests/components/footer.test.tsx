import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { paths } from "@/content/routes";
import type { SiteData, SiteSettings } from "@/features/site-content";
import { SubscribeForm, type Subscribe } from "@/features/newsletter";
import { siteLayout, renderInSiteFrame, siteData } from "../support/site-data";

// The footer as every public page has it (SiteFrame), from the seeded database's published site: the
// words a test expects are the fixture's, so a label lost between the content and the page fails.

function renderPart(ui: ReactNode) {
  render(ui);
  return userEvent.setup();
}

const expectLinks = (container: HTMLElement, expected: [string, string][]) => {
  const links = within(container).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
};

/** The fixture's site with `settings` changed, as a publication of Site Settings would. */
const withSettings = (settings: Partial<SiteSettings>): SiteData => ({
  ...siteData(),
  settings: { ...siteData().settings, ...settings },
});

/** A page of the site at /about, with its footer. */
function renderFooter(site: SiteData = siteData()) {
  renderInSiteFrame(<h1>About</h1>, paths.about, site);
  return within(screen.getByRole("contentinfo"));
}

describe("site footer", () => {
  it("shows the brand, linking home, with the site's tagline", () => {
    const { settings } = siteData();
    const footer = renderFooter();
    expect(footer.getByRole("link", { name: settings.siteName })).toHaveAttribute(
      "href",
      paths.home,
    );
    expect(footer.getByText(settings.companyTagline)).toBeInTheDocument();
  });

  it("groups the Company and Resources links", () => {
    const labels = siteLayout().footer;
    const footer = renderFooter();
    const footerNav = footer.getByRole("navigation", { name: labels.navLabel });

    expectLinks(within(footerNav).getByRole("group", { name: labels.companyHeading }), [
      [labels.about, paths.about],
      [labels.services, paths.services],
      [labels.process, paths.process],
      [labels.fees, paths.fees],
    ]);
    expectLinks(within(footerNav).getByRole("group", { name: labels.resourcesHeading }), [
      [labels.resources, paths.resources],
      [labels.contact, paths.contact],
    ]);
  });

  it("links the legal pages, Form CRS among them (posted prominently, as its instructions ask)", () => {
    const labels = siteLayout().footer;
    const footer = renderFooter();
    expectLinks(footer.getByRole("navigation", { name: labels.legalHeading }), [
      [labels.privacy, paths.privacy],
      [labels.terms, paths.terms],
      [labels.adv, paths.adv],
      [labels.formCrs, paths.crs],
    ]);
  });

  // The firm's own profiles, as an admin enters them in Site Settings (the site ships with none).
  const profiles = {
    facebookUrl: "https://www.facebook.com/prairieledger",
    twitterUrl: "https://x.com/prairieledger",
    linkedinUrl: "https://www.linkedin.com/company/prairie-ledger",
  };

  it.each([
    ["Facebook", profiles.facebookUrl],
    ["X", profiles.twitterUrl],
    ["LinkedIn", profiles.linkedinUrl],
  ] as const)("opens %s in a new tab without giving it this page", (network, profile) => {
    const footer = renderFooter(withSettings(profiles));
    const link = footer.getByRole("link", { name: `${network} ${siteLayout().newTab}` });

    expect(link).toHaveAttribute("href", profile);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(
      expect.arrayContaining(["noopener", "noreferrer"]),
    );
  });

  it("shows no social list while no profile is set, as the site ships", () => {
    const { settings } = siteData();
    expect([settings.facebookUrl, settings.twitterUrl, settings.linkedinUrl]).toEqual(["", "", ""]);
    const footer = renderFooter();
    expect(
      footer.queryByRole("list", { name: siteLayout().footer.socialLabel }),
    ).not.toBeInTheDocument();
  });

  it("carries the disclaimer and a copyright line with the year the site was built", () => {
    const site = { ...siteData(), builtAt: "2031-03-15T12:00:00.000Z" };
    const footer = renderFooter(site);
    expect(footer.getByText(siteLayout().footer.disclaimer)).toBeInTheDocument();
    expect(footer.getByText(`© 2031 ${site.settings.copyrightText}`)).toBeInTheDocument();
  });

  it("shows the site settings it is built with: tagline, copyright, newsletter box, and only the social links that are set", () => {
    const footer = renderFooter(
      withSettings({
        companyTagline: "Steady hands since 2026.",
        copyrightText: "Prairie Ledger LLC",
        newsletterHeading: "Quarterly letter",
        newsletterDescription: "Four emails a year.",
        facebookUrl: "",
        twitterUrl: "https://x.com/prairieledger",
        linkedinUrl: "https://www.linkedin.com/company/prairie-ledger",
      }),
    );
    const newTab = siteLayout().newTab;
    expect(footer.getByText("Steady hands since 2026.")).toBeInTheDocument();
    expect(footer.getByText(/^© \d{4} Prairie Ledger LLC$/)).toBeInTheDocument();
    expect(footer.getByRole("heading", { name: "Quarterly letter" })).toBeInTheDocument();
    expect(footer.getByText("Four emails a year.")).toBeInTheDocument();
    expect(
      within(footer.getByRole("list", { name: siteLayout().footer.socialLabel }))
        .getAllByRole("link")
        .map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")]),
    ).toEqual([
      [`X ${newTab}`, "https://x.com/prairieledger"],
      [`LinkedIn ${newTab}`, "https://www.linkedin.com/company/prairie-ledger"],
    ]);
  });

  it("shows the uploaded footer logo, named as the firm, in place of the mark", () => {
    const footer = renderFooter(
      withSettings({ footerLogo: { src: "/images/footer-logo.png", width: 200, height: 50 } }),
    );
    const logo = footer.getByRole("img", { name: siteData().settings.siteName });
    expect(logo).toHaveAttribute("src", "/images/footer-logo.png");
    expect(logo).toHaveAttribute("width", "160");
    expect(logo).toHaveAttribute("height", "40");
  });

  it("has the newsletter box with a labelled email field and its submit button", () => {
    const { settings } = siteData();
    const labels = siteLayout().newsletter;
    const footer = renderFooter();
    const form = within(footer.getByRole("form", { name: settings.newsletterHeading }));

    expect(footer.getByRole("heading", { name: settings.newsletterHeading })).toBeInTheDocument();
    expect(footer.getByText(settings.newsletterDescription)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: labels.emailLabel })).toHaveAttribute("type", "email");
    expect(form.getByRole("button", { name: labels.submit })).toHaveAttribute("type", "submit");
  });
});

describe("subscribe form", () => {
  const neverSubscribes = vi.fn(async () => "subscribed" as const);

  function renderForm(subscribe: Subscribe) {
    const labels = siteLayout().newsletter;
    const user = renderPart(
      <SubscribeForm
        id="footer-newsletter"
        heading="Stay in touch"
        description="Firm news."
        labels={labels}
        subscribe={subscribe}
      />,
    );
    return {
      user,
      labels,
      email: screen.getByRole("textbox", { name: labels.emailLabel }),
      submit: () => user.click(screen.getByRole("button", { name: labels.submit })),
    };
  }

  it("sends the address and the empty trap field, stays on the page, and announces the thanks", async () => {
    const subscribe = vi.fn<Subscribe>(async () => "subscribed");
    const { user, labels, email, submit } = renderForm(subscribe);
    // Whether each submit was kept from reloading the page, as the document sees it.
    const keptOnPage: boolean[] = [];
    const watch = (event: Event) => keptOnPage.push(event.defaultPrevented);
    document.addEventListener("submit", watch);

    await user.type(email, "investor@example.com");
    await submit();
    document.removeEventListener("submit", watch);

    expect(keptOnPage).toEqual([true]);
    expect(subscribe).toHaveBeenCalledWith({ email: "investor@example.com", trap: "" });
    expect(screen.getByRole("status")).toHaveTextContent(labels.subscribed);
    expect(email).toHaveValue("");
  });

  it("says it is subscribing while the sign-up is sent, keeps the focus and sends it once", async () => {
    let answer!: (outcome: "subscribed") => void;
    const subscribe = vi.fn<Subscribe>(() => new Promise((resolve) => (answer = resolve)));
    const { user, labels, email } = renderForm(subscribe);

    await user.type(email, "investor@example.com");
    await user.click(screen.getByRole("button", { name: labels.submit }));
    const sending = screen.getByRole("button", { name: labels.submitting });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(sending).toHaveFocus();
    await user.click(sending);
    await user.type(email, "{Enter}");
    expect(subscribe).toHaveBeenCalledTimes(1);

    answer("subscribed");
    expect(await screen.findByRole("button", { name: labels.submit })).not.toHaveAttribute(
      "aria-disabled",
    );
    expect(screen.getByRole("status")).toHaveTextContent(labels.subscribed);
  });

  it("puts an invalid address's message under the field, marks it invalid and focuses it", async () => {
    const { user, labels, email, submit } = renderForm(async () => "invalid");

    await user.type(email, "investor@");
    await submit();

    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(labels.invalidEmail);
    expect(email).toHaveFocus();
    expect(email).toHaveValue("investor@");
    await user.type(email, "example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("announces a failure and keeps what was typed", async () => {
    const { user, labels, email, submit } = renderForm(async () => "failed");

    await user.type(email, "investor@example.com");
    await submit();

    expect(screen.getByRole("status")).toHaveTextContent(labels.failed);
    expect(email).toHaveValue("investor@example.com");
  });

  it("takes its heading and description from the page that uses it, with ids of its own", () => {
    const labels = siteLayout().newsletter;
    renderPart(
      <>
        <SubscribeForm
          id="resources-newsletter"
          heading="Get new resources"
          description="One email a month."
          labels={labels}
          subscribe={neverSubscribes}
        />
        <SubscribeForm
          id="footer-newsletter"
          heading="Stay in touch"
          description="Firm news."
          labels={labels}
          subscribe={neverSubscribes}
        />
      </>,
    );

    const resourcesForm = within(screen.getByRole("form", { name: "Get new resources" }));
    expect(screen.getByText("One email a month.")).toBeInTheDocument();
    expect(resourcesForm.getByRole("textbox", { name: labels.emailLabel })).toHaveAttribute(
      "id",
      "resources-newsletter-email",
    );
    expect(
      within(screen.getByRole("form", { name: "Stay in touch" })).getByRole("textbox", {
        name: labels.emailLabel,
      }),
    ).toHaveAttribute("id", "footer-newsletter-email");
  });

  it("labels its fields and buttons with the words it is given", () => {
    renderPart(
      <SubscribeForm
        id="footer-newsletter"
        heading="Stay in touch"
        description="Firm news."
        labels={{
          emailLabel: "Your email",
          emailPlaceholder: "name@firm.example",
          submit: "Sign me up",
          submitting: "Signing up",
          subscribed: "Done",
          invalidEmail: "Not an address",
          failed: "Try later",
          trapLabel: "Do not fill",
        }}
        subscribe={neverSubscribes}
      />,
    );
    const email = screen.getByRole("textbox", { name: "Your email" });
    expect(email).toHaveAttribute("placeholder", "name@firm.example");
    expect(screen.getByRole("button", { name: "Sign me up" })).toBeInTheDocument();
    expect(screen.getByLabelText("Do not fill")).toHaveAttribute("name", "website");
  });
});
