import { BadgePercent, Landmark, TrendingUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ActionLink } from "@/components/sections/action-link";
import { CheckList } from "@/components/sections/check-list";
import { CtaBand } from "@/components/sections/cta-band";
import { IconTile } from "@/components/sections/icon-tile";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { usePage, useSiteData, type PageContent } from "@/features/site-content";
import { InlineMarkdown } from "@/lib/markdown";
import { usePageTitle } from "@/lib/page-title";
import { cn } from "@/lib/utils";
import { QualifiedClientTests } from "@/pages/fees/qualified-client-tests";

type Fees = PageContent<"fees">;

export default function FeesPage() {
  const content = usePage("fees");
  usePageTitle(content.title);
  const { disclosure } = content;
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
        <ActionLink
          action={content.disclosureAction}
          newTab
          className={buttonVariants({ variant: "accent", size: "lg" })}
        />
      </PageHeader>
      <Section title={content.structureHeading}>
        <FeeStructure content={content} />
      </Section>
      <Section title={content.qualifiedClient.heading} tone="muted">
        <QualifiedClientRequirements copy={content.qualifiedClient} />
      </Section>
      <Section title={content.comparison.heading}>
        <FeeComparison comparison={content.comparison} />
      </Section>
      <CtaBand title={disclosure.heading} text={disclosure.text}>
        <ActionLink
          action={disclosure.primaryAction}
          newTab
          className={buttonVariants({ variant: "accent", size: "lg" })}
        />
        <ActionLink
          action={disclosure.crsAction}
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
        />
        <ActionLink
          action={disclosure.scheduleAction}
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
        />
      </CtaBand>
    </>
  );
}

/**
 * Who may be charged a performance fee: the intro ("...you meet either test:"), the dollar tests in
 * force today, then the other categories. In that order in the page, so a phone (one column) and a
 * screen reader meet the tests right after the words that announce them; from lg the tests stand in
 * a column of their own beside the two paragraphs.
 */
function QualifiedClientRequirements({ copy }: { copy: Fees["qualifiedClient"] }) {
  const { builtAt } = useSiteData();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-4">
      <p className="text-lead text-navy-800">
        <InlineMarkdown text={copy.intro} />
      </p>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <QualifiedClientTests
          copy={{
            assetsTest: copy.assetsTest,
            netWorthTest: copy.netWorthTest,
            citation: copy.citation,
            rule: copy.rule,
            reviewed: copy.reviewed,
            thresholds: copy.thresholds,
          }}
          builtAt={builtAt}
        />
      </div>
      <p className="leading-7 text-muted-foreground">
        <InlineMarkdown text={copy.otherCategories} />
      </p>
    </div>
  );
}

type FeeCardProps = {
  icon: LucideIcon;
  name: string;
  figure: string;
  unit: string;
  children: ReactNode;
};

function FeeCard({ icon, name, figure, unit, children }: FeeCardProps) {
  return (
    <Card className="flex h-full flex-col p-6 md:p-8">
      <div className="flex items-center gap-4">
        <IconTile icon={icon} />
        <Heading level={3} size="2xl">
          {name}
        </Heading>
      </div>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-display-md text-navy-950 md:text-display-lg">
          {figure}
        </span>
        <span className="text-muted-foreground">{unit}</span>
      </p>
      <div className="mt-6 flex flex-1 flex-col gap-5 border-t border-border pt-6">{children}</div>
    </Card>
  );
}

function FeeStructure({ content }: { content: Fees }) {
  const { assetFee, performanceFee, thirdPartyCosts } = content;
  return (
    <div className="space-y-6">
      <ul className="grid gap-6 md:grid-cols-2">
        <li>
          <FeeCard
            icon={BadgePercent}
            name={assetFee.name}
            figure={assetFee.figure}
            unit={assetFee.unit}
          >
            <CheckList items={assetFee.points} />
            <p className="mt-auto text-sm leading-6 text-muted-foreground">
              <InlineMarkdown text={assetFee.footnote} />
            </p>
          </FeeCard>
        </li>
        <li>
          <FeeCard
            icon={TrendingUp}
            name={performanceFee.name}
            figure={performanceFee.figure}
            unit={performanceFee.unit}
          >
            <CheckList items={performanceFee.points} />
            <p className="mt-auto rounded-md bg-navy-50 p-4 text-sm leading-6 text-navy-800">
              <InlineMarkdown text={performanceFee.highWatermark} />
            </p>
          </FeeCard>
        </li>
      </ul>
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start md:p-8">
        <IconTile icon={Landmark} />
        <div className="space-y-1.5">
          <Heading level={3} size="xl">
            {thirdPartyCosts.name}
          </Heading>
          <p className="leading-7 text-muted-foreground">
            <InlineMarkdown text={thirdPartyCosts.text} />
          </p>
        </div>
      </Card>
    </div>
  );
}

const cell = "px-2 py-3 first:pl-4 sm:px-5 sm:py-3.5";

/** Annual fees in dollars at our rate and a typical adviser's, for a few account sizes. */
function FeeComparison({ comparison }: { comparison: Fees["comparison"] }) {
  return (
    <div>
      <div className="overflow-hidden rounded-lg border border-border bg-card shadow-card">
        <table className="w-full text-left text-sm tabular-nums sm:text-[0.9375rem]">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {comparison.columns.map((column) => (
                <th key={column} scope="col" className={cn(cell, "font-semibold")}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {comparison.balances.map((balance) => (
              <tr key={balance}>
                <th scope="row" className={cn(cell, "font-semibold text-navy-950")}>
                  {formatCompactDollars(balance)}
                </th>
                {comparison.rates.map((rate, index) => (
                  <td
                    key={index}
                    className={cn(
                      cell,
                      index === 0 ? "font-semibold text-signal-700" : "text-navy-800",
                    )}
                  >
                    {formatDollars(annualFee(balance, rate))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        <InlineMarkdown text={comparison.note} />
      </p>
    </div>
  );
}

/** Annual fee in dollars on `balance` at `ratePercent`. */
const annualFee = (balance: number, ratePercent: number) => (balance * ratePercent) / 100;

const formatDollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$250K", "$1M": account sizes in the fee comparison, short enough for a phone-wide table. */
const formatCompactDollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", notation: "compact" });
