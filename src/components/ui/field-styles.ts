// The look every text-like control shares (input, textarea, select trigger), so they line up.
export const fieldClassName =
  "w-full rounded border border-navy-200 bg-white px-3.5 text-[0.9375rem] text-navy-950 shadow-sm transition-colors " +
  "placeholder:text-navy-400 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";
