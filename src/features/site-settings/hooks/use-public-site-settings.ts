import { useSyncExternalStore } from "react";
import type { PublicSiteSettings } from "@/content/site-settings";
import { readSupabaseEnv } from "@/lib/env";
import { getLiveSiteSettings } from "../api/get-live-site-settings";

// The settings the build read (vite.config.ts defines them; the prerendered HTML shows them), so the
// browser's first render matches the markup it hydrates.
declare const __SITE_SETTINGS__: PublicSiteSettings;
const atBuild: PublicSiteSettings = __SITE_SETTINGS__;

// The row as saved now: fetched once per page load, when the first component subscribes (after
// hydration), so an admin's change shows on the next load without a rebuild.
let live: PublicSiteSettings | undefined;
let requested = false;
const listeners = new Set<() => void>();

async function loadLive() {
  try {
    live = await getLiveSiteSettings(readSupabaseEnv());
    for (const listener of listeners) listener();
  } catch (error) {
    console.warn("The saved site settings could not be read; showing the build's", error);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    void loadLive();
  }
  return () => void listeners.delete(listener);
}

/** The public site settings: the build's while prerendering and hydrating, then the saved ones. */
export function usePublicSiteSettings(): PublicSiteSettings {
  return useSyncExternalStore(
    subscribe,
    () => live ?? atBuild,
    () => atBuild,
  );
}
