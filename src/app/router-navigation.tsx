import { useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SiteNavigationProvider, type SiteNavigation } from "@/lib/navigation";

const nothingToPrepare = () => {};

/** Gives the site's components (lib/navigation.tsx) React Router's location and navigation. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({ location, navigate: (to) => void navigate(to), prepare: nothingToPrepare }),
    [location, navigate],
  );
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>;
}
