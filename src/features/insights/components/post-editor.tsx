import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useZodForm } from "@/components/ui/form";
import { postEditorCopy as copy } from "@/content/admin/post-editor";
import { removeThumbnails, uploadThumbnail } from "@/features/resources/admin";
import type { SitePost } from "@/features/site-content";
import {
  DraftEditor,
  EditorColumns,
  VersionList,
  type DraftCalls,
} from "@/features/site-content/admin";
import { useCreatePost } from "../api/create-post";
import { useDiscardPostDraft } from "../api/discard-post-draft";
import type { EditedPost } from "../api/get-post";
import { getPostVersion, usePostVersions } from "../api/get-post-versions";
import { usePublishPost } from "../api/publish-post";
import { useRequestPostApproval } from "../api/request-post-approval";
import { useRestorePostVersion } from "../api/restore-post-version";
import { useReturnPostDraft } from "../api/return-post-draft";
import { useSavePostDraft } from "../api/save-post-draft";
import { checkPost } from "../marketing-rule";
import {
  emptyPostForm,
  postContentOf,
  postFormOf,
  postFormSchema,
  slugOf,
  tagsOf,
  type PostFormValues,
} from "../schemas";
import { PostFields } from "./post-fields";

type PostEditorProps = {
  /** The post as it was read; null for a new one. */
  post: EditedPost | null;
  /** The preview of the post being edited: null while a field is invalid. */
  renderPreview: (post: SitePost | null) => ReactNode;
  /** A new post's first save: its id. */
  onCreated: (id: string) => void;
  /** A post never published was discarded: it is gone. */
  onDiscarded: () => void;
  nameOf: (userId: string | null) => string;
  formatTime: (instant: string) => string;
  /** Above the fields: where the post is. */
  state?: ReactNode;
  approvals: boolean;
  /** The signed-in admin: a new post's author, the cover's folder, and who may not approve. */
  userId: string;
};

/**
 * A Market Insights post's editor: its fields beside the preview, in the form every editor of
 * published content shares (DraftEditor: drafts, publication, approvals, conflicts, the Marketing
 * Rule check's answers), with the post's calls.
 */
export function PostEditor({
  post,
  renderPreview,
  onCreated,
  onDiscarded,
  nameOf,
  formatTime,
  state,
  approvals,
  userId,
}: PostEditorProps) {
  const stored = post?.draft ?? post?.published?.content ?? null;
  const authorId = stored?.author_id ?? userId;
  const form = useZodForm(postFormSchema, {
    defaultValues: stored ? postFormOf(stored) : emptyPostForm(),
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control }) as PostFormValues;
  const parsed = postFormSchema.safeParse(values);
  // The check reads the post's words as the build does (checkPost), so an answer given here is
  // found again by the build under its finding's key.
  const findings = useMemo(
    () =>
      checkPost({
        title: values.title ?? "",
        summary: values.summary ?? "",
        body: values.body ?? "",
        tags: tagsOf(values.tags ?? ""),
      }),
    [values.title, values.summary, values.body, values.tags],
  );
  // The post's id: a new post has one from its first save on.
  const [id, setId] = useState(post?.id ?? null);
  const calls = usePostDraftCalls({
    id,
    authorId,
    userId,
    onCreated: (created) => {
      setId(created);
      onCreated(created);
    },
    onSlugTaken: () =>
      form.setError("slug", { message: copy.validation.slugTaken }, { shouldFocus: true }),
  });
  const versions = usePostVersions(id);
  // Once a version is published (before this editor opened, or by it), the address stays.
  const everPublished = post?.published != null || (versions.data?.length ?? 0) > 0;
  const cover = useCoverSource(values.coverFile, values.coverImageUrl);

  return (
    <DraftEditor
      form={form}
      calls={calls}
      start={{
        revision: post?.revision ?? 0,
        hasDraft: post?.draft != null,
        approvalRequest: post?.approvalRequest ?? null,
        returned: post?.returned ?? null,
      }}
      findings={findings}
      draftAnswers={post?.draftAnswers ?? {}}
      published={
        post?.published
          ? { values: postFormOf(post.published.content), answers: post.published.answers }
          : null
      }
      onDiscarded={onDiscarded}
      copy={copy}
      approvals={approvals}
      userId={userId}
      nameOf={nameOf}
      formatTime={formatTime}
      state={state}
      versions={(onRestore, busy) =>
        everPublished ? (
          <VersionList
            versions={versions}
            copy={copy.versions}
            onRestore={onRestore}
            busy={busy}
            nameOf={nameOf}
            formatTime={formatTime}
          />
        ) : null
      }
    >
      <EditorColumns
        fields={
          <PostFields
            slugKept={everPublished}
            slugEdited={stored !== null && stored.slug !== slugOf(stored.title)}
          />
        }
        preview={renderPreview(
          parsed.success
            ? {
                slug: parsed.data.slug,
                title: parsed.data.title,
                summary: parsed.data.summary,
                body: parsed.data.body,
                tags: tagsOf(parsed.data.tags),
                authorName: nameOf(authorId),
                publishedAt: postContentOf(parsed.data, { authorId, coverImageUrl: null })
                  .publish_at,
                modifiedAt: new Date().toISOString(),
                cover: cover ? { src: cover, width: 1200, height: 630 } : null,
              }
            : null,
        )}
      />
    </DraftEditor>
  );
}

/** The cover as the preview shows it: a file just chosen, or the stored picture. */
function useCoverSource(file: File | null | undefined, url: string | null | undefined) {
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  if (file === null) return null;
  return fileUrl ?? url ?? null;
}

/** The post's calls as the editor makes them: a new post is created by its first save. */
function usePostDraftCalls({
  id: startId,
  authorId,
  userId,
  onCreated,
  onSlugTaken,
}: {
  id: string | null;
  authorId: string;
  userId: string;
  onCreated: (id: string) => void;
  onSlugTaken: () => void;
}): DraftCalls<PostFormValues> {
  const create = useCreatePost();
  const save = useSavePostDraft();
  const publish = usePublishPost();
  const discard = useDiscardPostDraft();
  const restore = useRestorePostVersion();
  const requestApproval = useRequestPostApproval();
  const returnDraft = useReturnPostDraft();
  // The post's id once it exists: set by the first save, read by every call after it.
  const idRef = useRef(startId);
  const id = () => idRef.current!;

  return {
    save: async (revision, values, answers) => {
      // A cover chosen is uploaded first (as the resource dialog's thumbnail), and removed again
      // if the database refuses the save.
      let coverImageUrl = values.coverFile === null ? null : values.coverImageUrl;
      let uploaded: string | undefined;
      if (values.coverFile) {
        try {
          const stored = await uploadThumbnail(values.coverFile, userId);
          coverImageUrl = stored.publicUrl;
          uploaded = stored.path;
        } catch (error) {
          toast.error(copy.cover.uploadFailed, { description: (error as Error).message });
          throw error;
        }
      }
      const content = postContentOf(values, { authorId, coverImageUrl });
      try {
        const change = idRef.current
          ? await save.mutateAsync({ id: id(), revision, content, answers })
          : await create.mutateAsync({ id: null, content, answers });
        if (!idRef.current) {
          idRef.current = change.id;
          onCreated(change.id);
        }
        return { ...change, values: { ...values, coverImageUrl, coverFile: undefined } };
      } catch (error) {
        await removeThumbnails([uploaded]);
        if ((error as { code?: string }).code === "23505") onSlugTaken();
        throw error;
      }
    },
    publish: (revision, answers) => publish.mutateAsync({ id: id(), revision, answers }),
    requestApproval: (revision) => requestApproval.mutateAsync({ id: id(), revision }),
    returnDraft: (revision, comment) => returnDraft.mutateAsync({ id: id(), revision, comment }),
    discard: (revision) => discard.mutateAsync({ id: id(), revision }),
    restore: async (revision, version) => {
      const change = await restore.mutateAsync({ id: id(), revision, version });
      const restored = await getPostVersion(id(), version);
      return { change, values: postFormOf(restored.content), answers: restored.answers };
    },
    pending: {
      save: save.isPending || create.isPending,
      publish: publish.isPending,
      requestApproval: requestApproval.isPending,
      returnDraft: returnDraft.isPending,
      discard: discard.isPending,
      restore: restore.isPending,
    },
  };
}
