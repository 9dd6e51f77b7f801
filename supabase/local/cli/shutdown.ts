// Ctrl-C (SIGINT) or SIGTERM runs the cleanup once and exits; a second signal exits at once.
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal === "SIGINT" ? "Ctrl-C" : signal}: stopping...`);
    cleanup().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
