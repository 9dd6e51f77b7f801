import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resourceSkeletonCount, resourcesPage } from "@/content/resources";
import type { FeaturedResource } from "@/features/resources/api/get-featured-resources";
import { ResourceGrid } from "@/features/resources/components/resource-grid";

const resources: FeaturedResource[] = [
  {
    id: "7c1f1c4e-0000-4000-8000-000000000001",
    title: "Investor.gov: Compound interest calculator",
    description: "See how your money can grow over time.",
    category: "Tool",
    url: "https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator",
    thumbnail_url:
      "https://example.supabase.co/storage/v1/object/public/resource-thumbnails/a/1.png",
  },
  {
    id: "7c1f1c4e-0000-4000-8000-000000000002",
    title: "FINRA: Understanding fees",
    description: "What you pay for investment advice and why it matters.",
    category: "Guide",
    url: "https://www.finra.org/investors/investing/investing-basics/fees-commissions",
    thumbnail_url: null,
  },
];

describe("ResourceGrid", () => {
  it("shows three skeleton cards while loading, and no resource or placeholder", () => {
    render(<ResourceGrid isLoading resources={[]} />);
    const loading = screen.getByRole("status", { name: resourcesPage.loadingLabel });
    expect(loading.children).toHaveLength(resourceSkeletonCount);
    expect(resourceSkeletonCount).toBe(3);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByText(resourcesPage.placeholders[0].title)).not.toBeInTheDocument();
  });

  it("shows the placeholder cards when no resource is featured", () => {
    render(<ResourceGrid isLoading={false} resources={[]} />);
    for (const placeholder of resourcesPage.placeholders) {
      expect(screen.getByRole("heading", { name: placeholder.title })).toBeInTheDocument();
    }
    expect(screen.getByText(resourcesPage.placeholderNote)).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows each resource as a card linking out in a new tab without an opener", () => {
    render(<ResourceGrid isLoading={false} resources={resources} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(resources.length);
    resources.forEach((resource, index) => {
      const card = within(cards[index]!);
      const link = card.getByRole("link", { name: new RegExp(resource.title) });
      expect(link).toHaveAttribute("href", resource.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(resource.title);
      expect(card.getByText(resource.description)).toBeInTheDocument();
      expect(card.getByText(resource.category)).toBeInTheDocument();
    });
    expect(screen.queryByText(resourcesPage.placeholders[0].title)).not.toBeInTheDocument();
  });

  it("shows a thumbnail only for resources that have one", () => {
    render(<ResourceGrid isLoading={false} resources={resources} />);
    const [withThumbnail, withoutThumbnail] = screen.getAllByRole("article");
    expect(withThumbnail!.querySelector("img")).toHaveAttribute("src", resources[0]!.thumbnail_url);
    expect(withoutThumbnail!.querySelector("img")).toBeNull();
  });
});
