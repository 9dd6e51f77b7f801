import { Download } from "lucide-react";
import { LegalPage } from "@/components/sections/legal-page";
import { Button } from "@/components/ui/button";
import { formCrs } from "@/content/crs";

// The Download button is deliberately inert (spec): there is no filed Form CRS to download yet.
export default function CrsPage() {
  return (
    <LegalPage
      text={formCrs}
      actions={
        <Button type="button" variant="inverse" size="lg">
          <Download aria-hidden="true" />
          {formCrs.download}
        </Button>
      }
    />
  );
}
