import { z } from "zod";

// The site's Content-Security-Policy allows no eval. zod compiles its object parsers with
// `new Function` where it can, and probing for that makes the browser report a policy violation
// even though zod catches the refusal. Set before any schema is made: zod reads it per schema.
z.config({ jitless: true });

export { z };
