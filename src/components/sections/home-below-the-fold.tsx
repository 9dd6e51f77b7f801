import { HomeCallToAction } from "./home-call-to-action";
import { HomeFeeModel } from "./home-fee-model";
import { HomeProcess } from "./home-process";
import { HomeServices } from "./home-services";

/** The home page after its hero: hydrated once the first view is done (pages/home.tsx). */
export default function HomeBelowTheFold() {
  return (
    <>
      <HomeServices />
      <HomeProcess />
      <HomeFeeModel />
      <HomeCallToAction />
    </>
  );
}
