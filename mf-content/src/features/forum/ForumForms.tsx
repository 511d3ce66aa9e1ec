/** The forum's small forms: an answer (with a quote), a change of one's own post, a report, a moderator's reason. */
import { useEffect, useRef, useState } from 'react';
import { FORUM_REPORT_REASONS, type ForumPostView, type ForumReportReason } from '@amb/shared-contracts/content';
import {
  forumBodySchema,
  forumEditSchema,
  forumModerationSchema,
  forumReportSchema,
} from '@amb/shared-contracts/schemas';
import { object } from 'yup';
import {
  Button,
  FormAlert,
  FormStatus,
  RadioGroup,
  SubmitButton,
  TextField,
  failureOf,
  useForm,
} from '@amb/remote-kit';
import {
  useEditForumPostMutation,
  useModerateForumPostMutation,
  useModerateForumThreadMutation,
  useReplyToForumThreadMutation,
  useReportForumPostMutation,
} from './forumApi';
import { whenText } from './ForumListPage';

const MARKDOWN_HINT =
  'Sie können **fett**, *kursiv*, Listen mit „- “, Zitate mit „> “ und Links schreiben. HTML wird nicht übernommen.';

const replySchema = object({ body: forumBodySchema });

/** The answer form under a thread; `quote` is the post being quoted (the reader chose „Zitieren“). */
export function ReplyForm({
  threadId,
  quote,
  onClearQuote,
  onAnswered,
  focusKey,
}: {
  threadId: number;
  quote: ForumPostView | null;
  onClearQuote: () => void;
  onAnswered: (url: string) => void;
  /** Changes when the reader chose to quote: the field takes the focus. */
  focusKey: number;
}) {
  const form = useForm(replySchema, { body: '' });
  const [reply] = useReplyToForumThreadMutation();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) wrapper.current?.querySelector('textarea')?.focus();
  }, [focusKey]);
  return (
    <form
      className="cnt-forum-form"
      noValidate
      aria-labelledby="forum-antworten"
      onSubmit={form.handleSubmit(async ({ body }) => {
        try {
          const written = await reply({ threadId, body, quotedPostId: quote?.id ?? null }).unwrap();
          form.reset({ body: '' });
          onClearQuote();
          form.setStatus('Ihre Antwort ist veröffentlicht.');
          onAnswered(written.url);
        } catch (error) {
          form.fail(failureOf(error));
        }
      })}
    >
      <h2 id="forum-antworten">Antworten</h2>
      <FormAlert message={form.alert} />
      {quote ? (
        <p className="cnt-forum-quoting">
          {`Sie zitieren ${quote.author}. `}
          <Button variant="secondary" onClick={onClearQuote}>
            Zitat entfernen
          </Button>
        </p>
      ) : null}
      <div ref={wrapper}>
        <TextField
          id="forum-antwort"
          label="Ihre Antwort"
          multiline
          hint={MARKDOWN_HINT}
          required
          {...form.field('body')}
        />
      </div>
      <SubmitButton busy={form.busy}>Antwort veröffentlichen</SubmitButton>
      <FormStatus message={form.status} />
    </form>
  );
}

/** The author's change of a post while the 15 minutes run (the opening post: its thread's title too). */
export function EditForm({
  post,
  threadId,
  title,
  onDone,
}: {
  post: ForumPostView;
  threadId: number;
  /** The thread's title when this is the opening post. */
  title: string | null;
  onDone: () => void;
}) {
  const form = useForm(forumEditSchema, { body: post.body ?? '', title: title ?? undefined });
  const [edit] = useEditForumPostMutation();
  return (
    <form
      className="cnt-forum-form"
      noValidate
      onSubmit={form.handleSubmit(async (value) => {
        try {
          await edit({
            id: post.id,
            threadId,
            body: value.body,
            ...(title !== null && value.title ? { title: value.title } : {}),
          }).unwrap();
          onDone();
        } catch (error) {
          form.fail(failureOf(error));
        }
      })}
    >
      <FormAlert message={form.alert} />
      {title !== null ? (
        <TextField
          id={`forum-titel-${post.id}`}
          label="Titel des Themas"
          required
          value={form.values.title ?? ''}
          error={form.errors.title}
          onChange={(value) => form.setValue('title', value)}
        />
      ) : null}
      <TextField
        id={`forum-bearbeiten-${post.id}`}
        label="Ihr Beitrag"
        multiline
        required
        hint={post.editableUntil ? `Änderungen sind bis ${whenText(post.editableUntil)} möglich.` : undefined}
        {...form.field('body')}
      />
      <div className="cnt-forum-form__buttons">
        <SubmitButton busy={form.busy}>Änderung speichern</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

const REPORT_CHOICES = FORUM_REPORT_REASONS.map((reason) => ({ value: reason.value, label: reason.label }));

/** A member reports a post to the moderators. */
export function ReportForm({
  post,
  threadId,
  onDone,
}: {
  post: ForumPostView;
  threadId: number;
  onDone: (message: string | null) => void;
}) {
  const form = useForm(forumReportSchema, { reason: '' as ForumReportReason, note: '' });
  const [report] = useReportForumPostMutation();
  return (
    <form
      className="cnt-forum-form"
      noValidate
      onSubmit={form.handleSubmit(async (value) => {
        try {
          const answer = await report({ id: post.id, threadId, reason: value.reason, note: value.note ?? '' }).unwrap();
          onDone(answer.message);
        } catch (error) {
          form.fail(failureOf(error));
        }
      })}
    >
      <FormAlert message={form.alert} />
      <RadioGroup
        id={`forum-grund-${post.id}`}
        legend={`Beitrag von ${post.author} melden: Warum?`}
        choices={REPORT_CHOICES}
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(value) => form.setValue('reason', value as ForumReportReason)}
      />
      <TextField
        id={`forum-hinweis-${post.id}`}
        label="Hinweis an die Moderation (freiwillig)"
        multiline
        {...form.field('note')}
        value={form.values.note ?? ''}
      />
      <div className="cnt-forum-form__buttons">
        <SubmitButton busy={form.busy}>Beitrag melden</SubmitButton>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

/** A moderator's reason for hiding a post or locking a thread (readers see it). */
export function ReasonForm({
  id,
  label,
  submit,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submit: string;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm(forumModerationSchema, { reason: '' });
  return (
    <form
      className="cnt-forum-form"
      noValidate
      onSubmit={form.handleSubmit(async ({ reason }) => {
        try {
          await onSubmit(reason);
        } catch (error) {
          form.fail(failureOf(error));
        }
      })}
    >
      <FormAlert message={form.alert} />
      <TextField
        id={id}
        label={label}
        hint="Diese Begründung sehen alle Leserinnen und Leser."
        required
        {...form.field('reason')}
      />
      <div className="cnt-forum-form__buttons">
        <SubmitButton busy={form.busy}>{submit}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

/** Hide a post (with a reason) or show it again. */
export function HidePostControl({ post, threadId }: { post: ForumPostView; threadId: number }) {
  const [open, setOpen] = useState(false);
  const [moderate, { isLoading }] = useModerateForumPostMutation();
  if (post.hidden) {
    return (
      <Button
        variant="secondary"
        disabled={isLoading}
        onClick={() => void moderate({ id: post.id, threadId, reason: null })}
      >
        Wieder einblenden
      </Button>
    );
  }
  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Ausblenden
      </Button>
    );
  }
  return (
    <ReasonForm
      id={`forum-ausblenden-${post.id}`}
      label="Warum wird der Beitrag ausgeblendet?"
      submit="Beitrag ausblenden"
      onCancel={() => setOpen(false)}
      onSubmit={async (reason) => {
        await moderate({ id: post.id, threadId, reason }).unwrap();
        setOpen(false);
      }}
    />
  );
}

/** Lock a thread (with a reason) or open it again. */
export function LockThreadControl({ threadId, locked }: { threadId: number; locked: boolean }) {
  const [open, setOpen] = useState(false);
  const [moderate, { isLoading }] = useModerateForumThreadMutation();
  if (locked) {
    return (
      <Button variant="secondary" disabled={isLoading} onClick={() => void moderate({ id: threadId, reason: null })}>
        Sperre aufheben
      </Button>
    );
  }
  if (!open) {
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Thema sperren
      </Button>
    );
  }
  return (
    <ReasonForm
      id="forum-sperren"
      label="Warum wird das Thema gesperrt?"
      submit="Thema sperren"
      onCancel={() => setOpen(false)}
      onSubmit={async (reason) => {
        await moderate({ id: threadId, reason }).unwrap();
        setOpen(false);
      }}
    />
  );
}
