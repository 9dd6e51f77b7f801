import type { DashboardCopy } from "@/content/admin/dashboard";
import type { PeriodFigure, Traffic } from "../api/get-traffic";
import { FigureCard } from "./figure-card";
import { LoadError } from "@/components/ui/load-error";

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
    return (
      <LoadError
        message={copy.loadFailed}
        retry={{ label: copy.retry, onRetry: onRetry }}
        className="mt-4"
      />
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={traffic.isPending}>
      {copy.cards.map((card) => (
        <li key={card.name}>
          <FigureCard
            label={card.label}
            metric={card.name}
            value={traffic.data && formatFigure(card, traffic.data.figures[card.name].value)}
          >
            {"note" in card && <p className="text-xs text-navy-700">{card.note}</p>}
            {traffic.data && (
              <ChangeLine
                card={card}
                figure={traffic.data.figures[card.name]}
                days={days}
                copy={copy}
              />
            )}
          </FigureCard>
        </li>
      ))}
    </ul>
  );
}
