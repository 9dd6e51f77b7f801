/**
 * The deep navy ground of heroes, page headers and call-to-action bands: a soft gradient, a faint
 * ledger grid fading out from the top (its ::before), two blue sheens and a brass hairline at the
 * foot (its ::after), in three elements (styles/index.css, .navy-backdrop). Pure CSS; the parent
 * needs `relative isolate`.
 */
export function NavyBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="navy-backdrop pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      <div className="absolute -right-32 -top-40 size-[32rem] rounded-full bg-navy-400/15 blur-3xl" />
      <div className="absolute -bottom-48 -left-40 size-[28rem] rounded-full bg-navy-500/20 blur-3xl" />
    </div>
  );
}
