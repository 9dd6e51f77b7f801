// Answers objects public.marketing_rule_answers refuses (23514), whichever column holds them: each
// with what is wrong with it, for an answer `answer` to the finding `key`.
export const invalidAnswers = (key: string, answer: string): [string, unknown][] => [
  ["an answer under 20 characters", { [key]: "It is fine, really" }],
  [
    "a short answer padded with spaces past 20",
    { [key]: `${" ".repeat(20)}too short${" ".repeat(20)}` },
  ],
  ["an answer over 2000 characters", { [key]: "x".repeat(2001) }],
  ["an answer that is not text", { [key]: 20 }],
  ["answers that are a list", [answer]],
  [
    "201 answers",
    Object.fromEntries(Array.from({ length: 201 }, (_, n) => [`${key}${n}`, answer])),
  ],
];
