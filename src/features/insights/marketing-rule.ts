// A post's text as the Marketing Rule check (src/features/marketing-rule) reads it: the same fields,
// under the same names, in the editor and in the build, so an answer given in the editor is found
// by the build under the finding's key.
import { checkPage, fieldTexts, type Finding } from "@/features/marketing-rule";

export interface PostText {
  title: string;
  summary: string;
  body: string;
  tags: readonly string[];
}

export const checkPost = ({ title, summary, body, tags }: PostText): Finding[] =>
  checkPage(fieldTexts({ title, summary, body, tags: [...tags] }));
