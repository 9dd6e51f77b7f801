import { Sparkles } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { shellCopy } from "@/content/admin/shell";

/** The sidebar's advertisement for the premium SEO suite; upgrading is display only. */
export function UpgradePrompt() {
  const { upgrade } = shellCopy;
  return (
    <div className="rounded-lg border border-white/10 bg-white/5 p-3.5 group-data-[state=collapsed]/sidebar:hidden">
      <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-brass-300">
        <Sparkles className="size-3.5" aria-hidden="true" />
        {upgrade.eyebrow}
      </p>
      <p className="mt-1.5 text-sm font-semibold text-white">{upgrade.title}</p>
      <p className="mt-1 text-xs leading-relaxed text-navy-200">{upgrade.description}</p>
      <p className="mt-2 text-sm font-semibold text-white">{upgrade.price}</p>
      <Button
        variant="accent"
        size="sm"
        className="mt-3 w-full"
        onClick={() =>
          toast.info(upgrade.notice.title, { description: upgrade.notice.description })
        }
      >
        {upgrade.action}
      </Button>
    </div>
  );
}
