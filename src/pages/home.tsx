import { HomeHero } from "@/components/sections/home-hero";
import { usePageTitle } from "@/components/sections/use-page-title";
import { homePage } from "@/content/home";
import { deferredPart } from "@/lib/deferred-part";

// Everything after the hero starts below the fold: its code (and the reveals' animation) is not
// needed for the first view.
const HomeBelowTheFold = deferredPart(() => import("@/components/sections/home-below-the-fold"));

export default function HomePage() {
  usePageTitle(homePage.title);
  return (
    <>
      <HomeHero />
      <HomeBelowTheFold />
    </>
  );
}
