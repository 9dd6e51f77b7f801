// npm run bench:publish [-- --site http://localhost:5173 --runs 7]: how long a publication takes to
// reach the public site through a recorded release, on a running `npm run dev` (or a
// `npm run preview -- --publish`): the footer's tagline saved with the secret key, as the back
// office saves it, then the site's home page fetched every 100 ms until it shows it. Prints each
// run, the median, min and max, and the machine's load; puts the tagline back.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { secretClient } from "../records/release/secret-client";

const { values } = parseArgs({
  options: {
    site: { type: "string", default: "http://localhost:5173" },
    runs: { type: "string", default: "7" },
  },
});
const site = values.site!.replace(/\/+$/, "");
const { client, url } = secretClient();

async function setTagline(tagline: string) {
  const { error } = await client
    .from("site_settings")
    .update({ company_tagline: tagline })
    .eq("id", 1);
  if (error) throw new Error(`Could not save the tagline: ${error.message}`);
}

async function until(text: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const html = await fetch(`${site}/`, { headers: { Accept: "text/html" } }).then((response) =>
      response.text(),
    );
    if (html.includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${site}/ did not show "${text}" within ${timeoutMs / 1000} s`);
}

const { data, error } = await client.from("site_settings").select("company_tagline").single();
if (error) throw new Error(`Could not read the tagline: ${error.message}`);
const original = data.company_tagline as string;
const times: number[] = [];
const loads: number[] = [];
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const tagline = `Publish-to-live run ${run} ${Date.now().toString(36)}`;
    loads.push(loadavg()[0]!);
    const started = performance.now();
    await setTagline(tagline);
    await until(tagline);
    times.push(performance.now() - started);
    console.log(`run ${run}: ${Math.round(times.at(-1)!)} ms (load ${loads.at(-1)!.toFixed(1)})`);
  }
} finally {
  await setTagline(original);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(
  `${site} (${url}): publish to live, ${times.length} runs: median ${Math.round(median)} ms ` +
    `(min ${Math.round(sorted[0]!)}, max ${Math.round(sorted.at(-1)!)}); ` +
    `load average ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`,
);
