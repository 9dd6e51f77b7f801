import type { ReactNode } from "react";
import { DataProviders } from "./data-providers";

/** Around the public pages that read data (src/app/pages.ts): a lazy chunk of its own. */
export default function DataLayout({ children }: { children: ReactNode }) {
  return <DataProviders>{children}</DataProviders>;
}
