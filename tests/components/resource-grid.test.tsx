import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResourceGrid, type PublicResource } from "@/features/resources";
import ResourcesPage from "@/pages/resources";
import { siteLayout, pageContent, renderInSiteFrame, siteData } from "../support/site-data";

// /resources' list as the build renders it: the public resources it read, or the page's placeholder
// cards while there are none. Its words are the page's published content (the fixture's).

const resources: PublicResource[] = [
  {
    id: "7c1f1c4e-0000-4000-8000-000000000001",
    title: "Investor.gov: Compound interest calculator",
    description: "See how your money can grow over time.",
    category: "Tool",
    url: "https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator",
    thumbnail: { src: "/images/3f2a.png", width: 640, height: 360 },
  },
  {
    id: "7c1f1c4e-0000-4000-8000-000000000002",
    title: "FINRA: Understanding fees",
    description: "What you pay for investment advice and why it matters.",
    category: "Guide",
    url: "https://www.finra.org/investors/investing/investing-basics/fees-commissions",
    thumbnail: null,
  },
];

const labels = () => ({ ...pageContent("resources"), newTab: siteLayout().newTab });

describe("ResourceGrid", () => {
  it("shows the placeholder cards and their note when no resource is public", () => {
    const { placeholders, placeholderNote } = labels();
    render(<ResourceGrid resources={[]} labels={labels()} />);
    expect(placeholders.length).toBeGreaterThan(0);
    expect(screen.getAllByRole("article")).toHaveLength(placeholders.length);
    for (const placeholder of placeholders) {
      const card = within(
        screen.getByRole("heading", { name: placeholder.title }).closest("article")!,
      );
      expect(card.getByText(placeholder.category)).toBeInTheDocument();
      expect(card.getByText(placeholder.description)).toBeInTheDocument();
    }
    expect(screen.getByText(placeholderNote)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows each resource as a card linking out in a new tab without an opener", () => {
    const { openLabel, newTab, placeholders } = labels();
    render(<ResourceGrid resources={resources} labels={labels()} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(resources.length);
    resources.forEach((resource, index) => {
      const card = within(cards[index]!);
      const link = card.getByRole("link");
      // The link's words, then what a screen reader hears after them: it opens a new tab.
      expect(link).toHaveTextContent(`${resource.title} ${newTab}`);
      expect(link.querySelector(".sr-only")).toHaveTextContent(newTab);
      expect(link).toHaveAttribute("href", resource.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(resource.title);
      expect(card.getByText(resource.description)).toBeInTheDocument();
      expect(card.getByText(resource.category)).toBeInTheDocument();
      expect(card.getByText(openLabel)).toBeInTheDocument();
    });
    expect(screen.queryByText(placeholders[0]!.title)).not.toBeInTheDocument();
    expect(screen.queryByText(labels().placeholderNote)).not.toBeInTheDocument();
  });

  it("shows a thumbnail, with its size and no alternative text, only for resources that have one", () => {
    render(<ResourceGrid resources={resources} labels={labels()} />);
    const [withThumbnail, withoutThumbnail] = screen.getAllByRole("article");
    const image = withThumbnail!.querySelector("img");
    expect(image).toHaveAttribute("src", "/images/3f2a.png");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    // Decorative: the card's heading names it.
    expect(image).toHaveAttribute("alt", "");
    expect(withoutThumbnail!.querySelector("img")).toBeNull();
  });
});

describe("/resources", () => {
  it("lists the public resources in the order the build read them (newest first), and no placeholder", () => {
    const seeded = siteData().resources;
    expect(seeded.length).toBeGreaterThan(0);
    renderInSiteFrame(<ResourcesPage />, "/resources");
    const main = within(screen.getByRole("main"));
    const content = pageContent("resources");
    expect(main.getByRole("heading", { level: 1, name: content.heading })).toBeInTheDocument();
    const cards = main.getAllByRole("article").map((card) => within(card));
    expect(cards.map((card) => card.getByRole("link").getAttribute("href"))).toEqual(
      seeded.map((resource) => resource.url),
    );
    cards.forEach((card, index) =>
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(seeded[index]!.title),
    );
    expect(main.queryByText(content.placeholderNote)).not.toBeInTheDocument();
  });

  it("shows the placeholders when the build read no public resource", () => {
    renderInSiteFrame(<ResourcesPage />, "/resources", { ...siteData(), resources: [] });
    const main = within(screen.getByRole("main"));
    const content = pageContent("resources");
    for (const placeholder of content.placeholders) {
      expect(main.getByRole("heading", { name: placeholder.title })).toBeInTheDocument();
    }
    expect(main.getByText(content.placeholderNote)).toBeInTheDocument();
  });
});
