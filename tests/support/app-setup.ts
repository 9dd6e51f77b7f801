import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, inject, vi } from "vitest";
import { LOCAL_DEMO_ANON_KEY } from "../../supabase/local/keys";

vi.stubEnv("VITE_SUPABASE_URL", inject("stackUrl"));
vi.stubEnv("VITE_SUPABASE_ANON_KEY", LOCAL_DEMO_ANON_KEY);
afterEach(() => cleanup());
