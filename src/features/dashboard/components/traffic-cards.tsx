import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardCopy } from "@/content/admin/dashboard";
import type { PeriodFigure, Traffic } from "../api/get-traffic";
import { PartError } from "./part-states";

const numberFormat = new Intl.NumberFormat("en-US");
type Copy = DashboardCopy["traffic"];
type CardCopy = Copy["cards"][number];

function formatFigure(card: CardCopy, value: number) {
  return card.name === "conversion_rate" ? `${value.toFixed(1)}%` : numberFormat.format(value);
}

function ChangeLine({
  card,
  figure,
  days,
  copy,
}: {
  card: CardCopy;
  figure: PeriodFigure;
  days: number;
  copy: Copy;
}) {
  const previous = formatFigure(card, figure.previous);
  let text: string;
  if (figure.previous === 0) text = copy.noPrevious(days);
  else if (figure.change === null) text = copy.previousOnly(previous, days);
  else text = copy.change(`${figure.change > 0 ? "+" : ""}${figure.change}%`, previous, days);
  return <p className="mt-1 text-xs text-muted-foreground">{text}</p>;
}

/** The period's figures, each with the change against the period before. */
export function TrafficCards({
  traffic,
  days,
  copy,
  onRetry,
}: {
  traffic: { data?: Traffic; isPending: boolean; isError: boolean };
  days: number;
  copy: Copy;
  onRetry: () => void;
}) {
  if (traffic.isError && !traffic.data)
    return <PartError message={copy.loadFailed} retry={copy.retry} onRetry={onRetry} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={traffic.isPending}>
      {copy.cards.map((card) => (
        <li key={card.name}>
          <Card className="h-full p-5">
            <p className="text-sm font-medium text-navy-700">{card.label}</p>
            {traffic.data ? (
              <>
                <p
                  className="mt-1 font-display text-3xl font-semibold text-navy-950"
                  data-metric={card.name}
                >
                  {formatFigure(card, traffic.data.figures[card.name].value)}
                </p>
                {"note" in card && <p className="text-xs text-navy-700">{card.note}</p>}
                <ChangeLine
                  card={card}
                  figure={traffic.data.figures[card.name]}
                  days={days}
                  copy={copy}
                />
              </>
            ) : (
              <Skeleton className="mt-2 h-8 w-24" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
