import { usePage } from "@/features/site-content";
import { usePageTitle } from "@/lib/page-title";
import { HomeCallToAction } from "./home/call-to-action";
import { HomeFeeModel } from "./home/fee-model";
import { HomeHero } from "./home/hero";
import { HomeLatestInsights } from "./home/latest-insights";
import { HomeProcess } from "./home/process";
import { HomeServices } from "./home/services";

export default function HomePage() {
  const content = usePage("home");
  usePageTitle(content.title);
  return (
    <>
      <HomeHero hero={content.hero} />
      <HomeServices services={content.services} />
      <HomeProcess process={content.process} />
      <HomeFeeModel fees={content.fees} />
      <HomeLatestInsights />
      <HomeCallToAction cta={content.cta} />
    </>
  );
}
