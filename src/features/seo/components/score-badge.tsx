import { Badge } from "@/components/ui/badge";
import { seoScoreVariant } from "@/content/admin/seo-tools";

/** The spec's badge variants (shadcn/ui's names) in the Badge's tones. */
const scoreTone = { default: "primary", secondary: "neutral", destructive: "destructive" } as const;

/** A score out of 100 in the spec's badge variant (90+ default, 70 to 89 secondary, else destructive). */
export function ScoreBadge({ score, label }: { score: number; label?: string }) {
  const variant = seoScoreVariant(score);
  return (
    <Badge data-variant={variant} variant={scoreTone[variant]} size="md">
      {label ? `${label} ` : ""}
      {score}/100
    </Badge>
  );
}
