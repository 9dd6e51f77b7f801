// One throw-away stack for the tests of the enclosing file or describe, started before them and
// stopped after them, as useSeededDatabase does for a bare database.
import { afterAll, beforeAll } from "vitest";
import { startTestStack, type TestStack, type TestStackOptions } from "./test-stack";

export function useTestStack(options?: TestStackOptions): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error("the test stack is not started yet");
    return stack;
  };
}
