// A seeded resource an admin screen test may change on the shared local stack. Each test file names
// its own unfeatured one (the public site does not show it), so files running at once never change
// each other's row; every change is undone at the test's end.
import { afterEach } from "vitest";
import { supabase } from "@/lib/supabase";
import { serviceRole } from "./render-app";

export interface SeededResource {
  id: string;
  title: string;
  description: string;
  category: string;
  thumbnail_url: string | null;
}

type ResourceChange = Partial<Omit<SeededResource, "id">>;

export function seededResource(url: string) {
  const undos: (() => PromiseLike<unknown>)[] = [];
  afterEach(async () => {
    for (const undo of undos.splice(0).reverse()) await undo();
  });

  return {
    url,

    /** The resource, read by whoever is signed in. */
    async read(): Promise<SeededResource> {
      const { data, error } = await supabase
        .from("recommended_resources")
        .select("id, title, description, category, thumbnail_url")
        .eq("url", url)
        .single();
      if (error) throw error;
      return data;
    },

    /**
     * The signed-in user changes `resource`; at the test's end the service role puts the fields back
     * as `resource` had them (newest change first; each undo is a history entry of its own).
     */
    async change(resource: SeededResource, fields: ResourceChange): Promise<void> {
      const { error } = await supabase
        .from("recommended_resources")
        .update(fields)
        .eq("id", resource.id);
      if (error) throw error;
      const before = Object.fromEntries(
        Object.keys(fields).map((key) => [key, resource[key as keyof ResourceChange]]),
      );
      undos.push(() =>
        serviceRole().from("recommended_resources").update(before).eq("id", resource.id),
      );
    },
  };
}
