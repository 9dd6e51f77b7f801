import { HomeCallToAction } from "@/components/sections/home-call-to-action";
import { HomeFeeModel } from "@/components/sections/home-fee-model";
import { HomeHero } from "@/components/sections/home-hero";
import { HomeProcess } from "@/components/sections/home-process";
import { HomeServices } from "@/components/sections/home-services";
import { usePageTitle } from "@/components/sections/use-page-title";
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
