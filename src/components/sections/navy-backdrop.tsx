/**
 * The deep navy ground of heroes, page headers and call-to-action bands: a soft gradient, a faint
 * ledger grid fading out from the top, a blue sheen and a brass hairline at the foot. Pure CSS; the
 * parent needs `relative isolate`.
 */
export function NavyBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-gradient-to-br from-navy-950 via-navy-900 to-navy-950" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_90%_70%_at_70%_0%,black,transparent)]" />
      <div className="absolute -right-32 -top-40 size-[32rem] rounded-full bg-navy-400/15 blur-3xl" />
      <div className="absolute -bottom-48 -left-40 size-[28rem] rounded-full bg-navy-500/20 blur-3xl" />
      <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-brass-400/60 to-transparent" />
    </div>
  );
}
