// Netlify runs onSuccess once the deploy is live: the build the public is served now is recorded
// as a release of the site, time-stamped, and the back office shows the changes it holds as live
// (docs/deploying.md). A failure here cannot undo the deploy; it fails the step, which the deploy
// log shows, and the back office keeps saying "Publishing…" until a release is recorded.
export const onSuccess = async ({ utils }) => {
  await utils.run.command("npm run record-release");
};
