import { cva } from "class-variance-authority";
import { seoScoreVariant } from "@/content/admin/seo-tools";

const scoreBadge = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground",
      secondary: "bg-navy-100 text-navy-900",
      destructive: "bg-destructive text-destructive-foreground",
    },
  },
});

/** A score out of 100 in the spec's badge variant (90+ default, 70 to 89 secondary, else destructive). */
export function ScoreBadge({ score, label }: { score: number; label?: string }) {
  const variant = seoScoreVariant(score);
  return (
    <span data-variant={variant} className={scoreBadge({ variant })}>
      {label ? `${label} ` : ""}
      {score}/100
    </span>
  );
}
