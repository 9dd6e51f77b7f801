import type { ReactNode } from "react";
import { Card } from "./card";

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card that groups some fields of a form (or a whole small form). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-xl font-semibold text-navy-950">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <div className="mt-5 grid gap-5">{children}</div>
    </Card>
  );
}
