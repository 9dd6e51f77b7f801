// The page editor runs the Marketing Rule check as the adviser types, against the local stack:
// a finding shows beside the field it concerns, with the rule's words and what would satisfy it;
// an error keeps Publish from publishing, with the reason by the button; a warning is published
// only with a written answer of at least 20 characters, which the database then holds with the
// version. Publishes the not-found page, and publishes its shipped content again afterwards.
import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, expect, it } from "vitest";
import { pageEditorCopy as copy } from "@/content/admin/page-editor";
import { paths } from "@/content/routes";
import { rules } from "@/features/marketing-rule";
import { fillJsdomGapsForRadix } from "../support/jsdom-gaps";
import { renderApp, serviceRole } from "../support/render-app";

// The preview measures its box with ResizeObserver, which jsdom lacks.
fillJsdomGapsForRadix();

const rule = copy.marketingRule;
const words = (id: string) => rules.find((r) => r.id === id)!;

async function newestVersion() {
  const { data, error } = await serviceRole()
    .from("page_versions")
    .select("version, content, marketing_rule_answers")
    .eq("page_key", "not-found")
    .order("version", { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data;
}

const shipped = newestVersion();
afterAll(async () => {
  const { error } = await serviceRole()
    .from("page_versions")
    .insert({ page_key: "not-found", content: (await shipped).content });
  if (error) throw error;
});

it("shows findings beside the field, blocks an error, publishes a warning with its answer", async () => {
  const { user } = await renderApp(paths.admin.pageEditor.getHref("not-found"), {
    account: "admin",
  });
  const body = await screen.findByLabelText("Body", undefined, { timeout: 15_000 });
  const publish = screen.getByRole("button", { name: copy.publish });
  // What the check is, said in the editor.
  expect(screen.getByText(rule.aid)).toBeInTheDocument();

  // An error: the promise, beside the Body field, with its rule and remedy; Publish cannot publish.
  await user.clear(body);
  await user.type(body, "Guaranteed returns for every client.");
  const promise = words("promise");
  // The field's own item (its label, its box, its messages) holds the finding; the heading's none.
  const field = body.closest<HTMLElement>("div.grid")!;
  const heading = screen.getByLabelText("Main heading").closest<HTMLElement>("div.grid")!;
  expect(within(heading).queryByText(new RegExp(rule.error))).toBeNull();
  const error = within(field).getByText(
    `${rule.error}: ${promise.title} (${promise.citation})`,
  ).parentElement!;
  expect(within(error).getByText(rule.matched("Guaranteed"))).toBeInTheDocument();
  expect(within(error).getByText(promise.words)).toBeInTheDocument();
  expect(within(error).getByText(rule.remedy(promise.remedy))).toBeInTheDocument();
  expect(within(error).queryByRole("textbox")).toBeNull();
  expect(screen.getByRole("alert", { name: "" })).toHaveTextContent(rule.blocked(1));
  expect(publish).toHaveAttribute("aria-disabled", "true");
  await user.click(publish);
  expect((await newestVersion()).version).toBe((await shipped).version);

  // A warning instead: Publish waits for an answer of 20 characters.
  await user.clear(body);
  await user.type(body, "Our clients saw a 12.4% return last year.");
  const performance = words("performance");
  await screen.findByText(`${rule.warning}: ${performance.title} (${performance.citation})`);
  expect(screen.queryByText(`${rule.error}: ${promise.title} (${promise.citation})`)).toBeNull();
  expect(screen.getByText(rule.unanswered(1, 20))).toBeInTheDocument();
  const answer = screen.getByLabelText(rule.answerLabel);
  await user.type(answer, "Net of fees: see");
  expect(publish).toHaveAttribute("aria-disabled", "true");
  await user.type(answer, " the table on /fees.");
  expect(screen.getByText(rule.answered)).toBeInTheDocument();
  expect(publish).not.toHaveAttribute("aria-disabled");

  await user.click(publish);
  await waitFor(async () =>
    expect(await newestVersion()).toMatchObject({
      version: (await shipped).version + 1,
      content: { body: "Our clients saw a 12.4% return last year." },
      marketing_rule_answers: {
        "performance:body:12.4% return": "Net of fees: see the table on /fees.",
      },
    }),
  );
});

it("keeps an answer with the saved draft: it is there when the editor is opened again, and discarded with the draft", async () => {
  const draftAnswers = async () => {
    const { data, error } = await serviceRole()
      .from("site_pages")
      .select("draft_answers")
      .eq("page_key", "not-found")
      .single();
    if (error) throw error;
    return data.draft_answers;
  };
  const first = await renderApp(paths.admin.pageEditor.getHref("not-found"), {
    account: "admin",
  });
  const body = await screen.findByLabelText("Body", undefined, { timeout: 15_000 });
  await first.user.clear(body);
  await first.user.type(body, "Our clients saw a 12.4% return last year, before fees.");
  const text = "Net of fees: see the table on /fees, with the S&P 500 beside it.";
  // (The answer the version published above was given is offered again: the same words.)
  const answer = await screen.findByLabelText(rule.answerLabel);
  await first.user.clear(answer);
  await first.user.type(answer, text);
  await first.user.click(screen.getByRole("button", { name: copy.save }));
  await waitFor(async () =>
    expect(await draftAnswers()).toEqual({ "performance:body:12.4% return": text }),
  );
  first.unmount();

  // Back later: the draft and its answer, and Publish ready for them.
  const second = await renderApp(paths.admin.pageEditor.getHref("not-found"), {
    account: "admin",
  });
  expect(
    await screen.findByLabelText(rule.answerLabel, undefined, { timeout: 15_000 }),
  ).toHaveValue(text);
  expect(screen.getByText(rule.answered)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: copy.publish })).not.toHaveAttribute("aria-disabled");

  await second.user.click(screen.getByRole("button", { name: copy.discard }));
  await second.user.click(
    within(await screen.findByRole("alertdialog")).getByRole("button", {
      name: copy.confirmDiscard.confirm,
    }),
  );
  await waitFor(async () => expect(await draftAnswers()).toEqual({}));
});
