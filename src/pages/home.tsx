import { HomeCallToAction } from "./home/call-to-action";
import { HomeFeeModel } from "./home/fee-model";
import { HomeHero } from "./home/hero";
import { HomeProcess } from "./home/process";
import { HomeServices } from "./home/services";
import { usePageTitle } from "@/lib/page-title";
import { homePage } from "@/content/home";

export default function HomePage() {
  usePageTitle(homePage.title);
  return (
    <>
      <HomeHero />
      <HomeServices />
      <HomeProcess />
      <HomeFeeModel />
      <HomeCallToAction />
    </>
  );
}
