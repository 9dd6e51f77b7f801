import { ArrowLeft } from "lucide-react";
import { PageLink } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { notFoundCopy } from "@/content/navigation";
import { paths } from "@/content/routes";
import { MissingPathReport } from "@/pages/not-found/missing-path-report";

/** Any path the site does not have (hosts answer it with dist/404.html). */
export default function NotFoundPage() {
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center py-section text-center">
      <p className="font-display text-display-lg font-semibold text-brass-600 md:text-[6rem] md:leading-none">
        {notFoundCopy.code}
      </p>
      <h1 className="mt-4 text-display-sm">{notFoundCopy.heading}</h1>
      <p className="mt-3 max-w-prose text-lead text-muted-foreground">{notFoundCopy.body}</p>
      <PageLink className={cn(buttonVariants({ size: "lg" }), "mt-8")} to={paths.home}>
        <ArrowLeft aria-hidden="true" />
        {notFoundCopy.homeLink}
      </PageLink>
      <MissingPathReport />
    </section>
  );
}
