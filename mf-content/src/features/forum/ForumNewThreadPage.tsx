import { FORUM_CATEGORIES, type ForumCategorySlug } from '@amb/shared-contracts/content';
import { forumThreadSchema } from '@amb/shared-contracts/schemas';
import {
  ErrorSummary,
  Link,
  Loading,
  Page,
  SelectField,
  SubmitButton,
  TextField,
  failureOf,
  navigate,
  summaryEntries,
  useForm,
  useLocation,
  type PageProps,
} from '@amb/remote-kit';
import { loginPathFor } from '../../components/editorAccess';
import { useSiteLink } from '../../siteLinks';
import { useCreateForumThreadMutation, useGetForumPermissionQuery } from './forumApi';
import './forum.css';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((category) => ({ value: category.slug, label: category.label }));
const FIELD_ORDER = ['category', 'title', 'body'];
const FIELD_IDS: Record<string, string> = { category: 'kategorie', title: 'titel', body: 'text' };

function NewThreadForm() {
  const siteLink = useSiteLink();
  const initial = { category: '' as ForumCategorySlug, title: '', body: '' };
  const form = useForm(forumThreadSchema, initial);
  const [create] = useCreateForumThreadMutation();
  return (
    <form
      className="cnt-forum-form"
      noValidate
      data-error-summary
      aria-label="Neues Thema"
      onSubmit={form.handleSubmit(async (value) => {
        try {
          const created = await create(value).unwrap();
          navigate(siteLink(created.thread.url));
        } catch (error) {
          form.fail(failureOf(error));
        }
      })}
    >
      <ErrorSummary
        entries={summaryEntries(form.errors, FIELD_ORDER, (name) => `forum-${FIELD_IDS[name] ?? name}`, form.alert)}
        attempt={form.attempt}
      />
      <SelectField
        id="forum-kategorie"
        label="Kategorie"
        placeholder="Bitte wählen"
        options={CATEGORY_OPTIONS}
        required
        value={form.values.category}
        error={form.errors.category}
        onChange={(value) => form.setValue('category', value as ForumCategorySlug)}
      />
      <TextField
        id="forum-titel"
        label="Titel"
        hint="Mindestens 5 Zeichen: Worum geht es?"
        required
        {...form.field('title')}
      />
      <TextField
        id="forum-text"
        label="Ihre Frage oder Ihr Beitrag"
        multiline
        required
        hint="Mindestens 10 Zeichen. **fett**, *kursiv*, Listen mit „- “, Zitate mit „> “ und Links sind möglich. Bitte keine Namen oder Daten von Beschäftigten."
        {...form.field('body')}
      />
      <SubmitButton busy={form.busy}>Thema veröffentlichen</SubmitButton>
    </form>
  );
}

/** /forum/neues-thema: members with a confirmed e-mail open a thread; everyone else learns what is missing. */
export function ForumNewThreadPage({ title }: PageProps) {
  const { pathname } = useLocation();
  const { data: permission, isError } = useGetForumPermissionQuery(null);
  return (
    <Page title={title}>
      {permission ? (
        permission.write ? (
          <NewThreadForm />
        ) : permission.role === 'guest' ? (
          <p className="cnt-forum-notice">
            Um ein Thema zu erstellen, <Link href={loginPathFor(pathname)}>melden Sie sich bitte an</Link> oder
            registrieren sich kostenlos.
          </p>
        ) : (
          <p className="cnt-forum-notice">{permission.reason}</p>
        )
      ) : isError ? (
        <p className="cnt-forum-notice">
          Das Forum ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.
        </p>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
