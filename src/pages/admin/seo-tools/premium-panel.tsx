import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { seoCopy } from "@/content/admin/seo-tools";

const { premium } = seoCopy;

/**
 * A Pro feature: its demo content blurred and out of reach (inert: no focus, hidden from screen
 * readers), under an 'Upgrade Now' prompt that only shows a toast (the Pro flag is never on).
 */
export function PremiumPanel({ children }: { children: ReactNode }) {
  return (
    <div className="relative min-h-80 overflow-hidden rounded-lg border border-border">
      <div inert className="pointer-events-none select-none p-5 blur-sm" aria-hidden="true">
        {children}
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-4">
        <div className="max-w-sm rounded-lg bg-white p-5 text-center shadow-lift">
          <Lock className="mx-auto size-6 text-brass-600" aria-hidden="true" />
          <p className="mt-2 font-display text-lg text-navy-950">{premium.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{premium.description}</p>
          <p className="mt-2 font-semibold text-navy-950">{premium.price}</p>
          <Button
            variant="accent"
            className="mt-3"
            onClick={() =>
              toast.info(premium.toast.title, { description: premium.toast.description })
            }
          >
            {premium.action}
          </Button>
        </div>
      </div>
    </div>
  );
}
