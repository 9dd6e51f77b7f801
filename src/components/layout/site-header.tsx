import { Brand, type BrandImage } from "./brand";
import { DesktopNav, HeaderActions } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { navActions, primaryNav, type HeaderLabels, type NavLink } from "./site-nav";

type SiteHeaderProps = {
  labels: HeaderLabels;
  siteName: string;
  logo: BrandImage | null;
  /** The Market Insights link, once a post is published. */
  insights?: NavLink;
};

/**
 * The sticky top bar of every public page. Phones get a menu button; from md the links show, on a
 * second row under the brand and buttons until xl, where everything fits on one row. The menus are
 * islands (lib/island.tsx) with their words as props; the brand and the buttons are plain links.
 */
export function SiteHeader({ labels, siteName, logo, insights }: SiteHeaderProps) {
  const nav = primaryNav(labels, insights);
  const actions = navActions(labels);
  return (
    // Its height at each width is the page's scroll-padding-top (index.css).
    <header
      data-sticky-header="site"
      className="sticky top-0 z-40 border-b border-navy-100 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75"
    >
      <div className="container flex flex-wrap items-center justify-between gap-x-6 xl:h-[4.5rem] xl:flex-nowrap">
        <Brand name={siteName} logo={logo} className="h-16 xl:h-auto" />
        <DesktopNav
          nav={nav}
          label={labels.mainNavLabel}
          className="order-last hidden basis-full border-t border-navy-100 py-1 md:block xl:order-none xl:basis-auto xl:border-0 xl:py-0"
        />
        <HeaderActions actions={actions} className="hidden md:flex" />
        <MobileMenu
          nav={nav}
          actions={actions}
          labels={{
            menu: labels.menu,
            closeMenu: labels.closeMenu,
            mobileNavLabel: labels.mobileNavLabel,
          }}
          className="md:hidden"
        />
      </div>
    </header>
  );
}
