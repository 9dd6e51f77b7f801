import { LegalPage } from "@/components/sections/legal-page";
import { privacyPolicy } from "@/content/legal";

export default function PrivacyPage() {
  return <LegalPage text={privacyPolicy} />;
}
