import { LegalPage } from "@/components/sections/legal-page";
import { termsOfService } from "@/content/legal";

export default function TermsPage() {
  return <LegalPage text={termsOfService} />;
}
