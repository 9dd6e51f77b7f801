import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "./card";

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card that groups some fields of a form (or a whole small form). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <div className="mt-5 grid gap-5">{children}</div>
    </Card>
  );
}
