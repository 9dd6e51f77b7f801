import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { InlineMarkdown } from "@/lib/markdown";
import { CheckList } from "./check-list";
import { IconTile } from "./icon-tile";

type FeatureCardProps = {
  icon: LucideIcon;
  title: string;
  /** Inline markdown. */
  text: string;
  points?: readonly string[];
};

/** A card with an icon, an h3 title, a short text and optional check-marked points. */
export function FeatureCard({ icon, title, text, points }: FeatureCardProps) {
  return (
    <Card className="flex h-full flex-col gap-4 p-6 md:p-7">
      <IconTile icon={icon} />
      <Heading level={3} size="xl" className="md:text-2xl">
        {title}
      </Heading>
      <p className="leading-7 text-muted-foreground">
        <InlineMarkdown text={text} />
      </p>
      {points && <CheckList items={points} className="mt-1 border-t border-border pt-4" />}
    </Card>
  );
}
