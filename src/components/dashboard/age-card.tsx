import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Card, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";

type AgeCardProps = {
  icon: LucideIcon;
  heading: string;
  /** The query's state: its spinner and failure are the card's, its data the children's. */
  isPending: boolean;
  error: unknown;
  loading: string;
  loadFailed: string;
  link: { to: string; label: string };
  children: ReactNode;
};

/** A dashboard card telling how old something kept is (the Form CRS, the newest time-stamp). */
export function AgeCard({
  icon: Icon,
  heading,
  isPending,
  error,
  loading,
  loadFailed,
  link,
  children,
}: AgeCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-600" />
      <div className="grid gap-1">
        <CardTitle>{heading}</CardTitle>
        {isPending ? (
          <Spinner label={loading} className="justify-start" />
        ) : error ? (
          <LoadError size="inline" message={loadFailed} />
        ) : (
          children
        )}
        <Link
          to={link.to}
          className="text-sm font-semibold text-navy-900 underline underline-offset-4"
        >
          {link.label}
        </Link>
      </div>
    </Card>
  );
}
