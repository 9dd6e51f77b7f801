import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { PageLink } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { usePage } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";
import { usePageTitle } from "@/lib/page-title";
import { MissingPathReport } from "@/pages/not-found/missing-path-report";

/** Any path the site does not have (hosts answer it with dist/404.html). */
export default function NotFoundPage() {
  const content = usePage("not-found");
  usePageTitle(content.title);
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center py-section text-center">
      <p className="font-display text-display-lg font-semibold text-brass-600 md:text-[6rem] md:leading-none">
        {content.code}
      </p>
      <Heading level={1} size="display-sm" className="mt-4">
        {content.heading}
      </Heading>
      <p className="mt-3 max-w-prose text-lead text-muted-foreground">
        <InlineMarkdown text={content.body} />
      </p>
      <PageLink className={cn(buttonVariants({ size: "lg" }), "mt-8")} to={content.homeAction.href}>
        <ArrowLeft aria-hidden="true" />
        {content.homeAction.label}
      </PageLink>
      <MissingPathReport />
    </section>
  );
}
