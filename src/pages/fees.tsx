import { BadgePercent, Landmark, TrendingUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageLink } from "@/components/ui/link";
import { CheckList } from "@/components/sections/check-list";
import { CtaBand } from "@/components/sections/cta-band";
import { IconTile } from "@/components/sections/icon-tile";
import { NewTabLink } from "@/components/sections/new-tab-link";
import { PageHeader } from "@/components/sections/page-header";
import { Section } from "@/components/sections/section";
import { usePageTitle } from "@/lib/page-title";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { annualFee, feesPage, formatCompactDollars, formatDollars } from "@/content/fees";
import { paths } from "@/content/routes";
import { cn } from "@/lib/utils";
import { QualifiedClientTests } from "@/pages/fees/qualified-client-tests";

export default function FeesPage() {
  usePageTitle(feesPage.title);
  const { disclosure } = feesPage;
  return (
    <>
      <PageHeader eyebrow={feesPage.eyebrow} title={feesPage.heading} lead={feesPage.lead}>
        <NewTabLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.adv}>
          {disclosure.cta}
        </NewTabLink>
      </PageHeader>
      <Section title={feesPage.structureHeading}>
        <FeeStructure />
      </Section>
      <Section title={feesPage.qualifiedClient.heading} tone="muted">
        <QualifiedClientRequirements />
      </Section>
      <Section title={feesPage.comparison.heading}>
        <FeeComparison />
      </Section>
      <CtaBand title={disclosure.heading} text={disclosure.text}>
        <NewTabLink className={buttonVariants({ variant: "accent", size: "lg" })} to={paths.adv}>
          {disclosure.cta}
        </NewTabLink>
        <PageLink
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
          to={paths.crs}
        >
          {disclosure.crsCta}
        </PageLink>
        <PageLink
          className={buttonVariants({ variant: "outline-inverse", size: "lg" })}
          to={paths.schedule}
        >
          {disclosure.secondaryCta}
        </PageLink>
      </CtaBand>
    </>
  );
}

/** Who may be charged a performance fee: the intro, and the dollar tests in force today. */
function QualifiedClientRequirements() {
  const { qualifiedClient } = feesPage;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14">
      <div className="space-y-4">
        <p className="text-lead text-navy-800">{qualifiedClient.intro}</p>
        <p className="leading-7 text-muted-foreground">{qualifiedClient.otherCategories}</p>
      </div>
      <QualifiedClientTests />
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
        <h3 className="text-2xl">{name}</h3>
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

function FeeStructure() {
  const { assetFee, performanceFee, thirdPartyCosts } = feesPage;
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
            <p className="mt-auto text-sm leading-6 text-muted-foreground">{assetFee.footnote}</p>
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
              {performanceFee.highWatermark}
            </p>
          </FeeCard>
        </li>
      </ul>
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start md:p-8">
        <IconTile icon={Landmark} />
        <div className="space-y-1.5">
          <h3 className="text-xl">{thirdPartyCosts.name}</h3>
          <p className="leading-7 text-muted-foreground">{thirdPartyCosts.text}</p>
        </div>
      </Card>
    </div>
  );
}

const cell = "px-2 py-3 first:pl-4 sm:px-5 sm:py-3.5";

/** Annual fees in dollars at our rate and a typical adviser's, for a few account sizes. */
function FeeComparison() {
  const { comparison } = feesPage;
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
                    key={rate}
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
      <p className="mt-4 text-sm text-muted-foreground">{comparison.note}</p>
    </div>
  );
}
