import type { PublicSiteSettings } from "@/content/site-settings";
import { useDated } from "@/lib/view-time";
import { SocialLinks } from "./social-links";

// The parts of the public footer (site-footer.tsx) that show the admin's site settings (the
// 'Stay Updated' box, which shows them too, is the newsletter feature's SubscribeForm).

/** The tagline and the social links of the admin's site settings (src/features/site-settings). */
export function FooterProfile({ settings }: { settings: PublicSiteSettings }) {
  return (
    <>
      <p className="mt-4 max-w-xs font-display text-lg italic text-brass-200">
        {settings.companyTagline}
      </p>
      <SocialLinks settings={settings} className="mt-6" />
    </>
  );
}

const fullYear = (instant: Date) => instant.getFullYear();

/** "© <this year> <the settings' copyright text>". */
export function Copyright({ text }: { text: string }) {
  const year = useDated(fullYear);
  return (
    <p className="text-sm text-navy-300">
      © {year} {text}
    </p>
  );
}
