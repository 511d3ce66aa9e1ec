import { AUTH_MESSAGES, PAGE_ROUTES, type OutboxMail } from '@amb/shared-contracts/core';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { EmptyState, failureOf, FormAlert, PageState } from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import { linkify, newestFirst, useAdminOutboxQuery } from './outboxApi';

const dateTime = (iso: string): string => `${formatDate(iso)}, ${formatTime(iso)} Uhr`;

function MailBody({ text }: { text: string }) {
  return (
    <pre className="account-outbox__body">
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          <a key={index} href={part.href}>
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}

function Mail({ mail }: { mail: OutboxMail }) {
  const headingId = `outbox-mail-${mail.mailId}`;
  return (
    <li className="account-outbox__item">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="account-outbox__subject">
          {mail.subject}
        </h3>
        <dl className="account-outbox__meta">
          <dt>An</dt>
          <dd>{mail.recipient}</dd>
          <dt>Erstellt</dt>
          <dd>
            <time dateTime={mail.createdAt}>{dateTime(mail.createdAt)}</time>
          </dd>
          <dt>Status</dt>
          <dd>{mail.sentAt ? `versendet am ${dateTime(mail.sentAt)}` : 'nur im Postausgang'}</dd>
        </dl>
        <MailBody text={mail.bodyText} />
      </article>
    </li>
  );
}

function OutboxList() {
  const outbox = useAdminOutboxQuery();
  if (outbox.error) {
    const failure = failureOf(outbox.error);
    // Production mode serves no outbox (mail goes out by SMTP, reset links are not stored).
    if (failure.status === 404) {
      return (
        <p role="status" className="account-page__text">
          {AUTH_MESSAGES.outboxDevelopmentOnly}
        </p>
      );
    }
    return <FormAlert message={failure.message} />;
  }
  if (!outbox.isSuccess) {
    return <PageState kind="loading" />;
  }
  const mails = newestFirst(outbox.data.mails);
  if (mails.length === 0) return <EmptyState message="Der Postausgang ist leer." />;
  return (
    <>
      <h2 className="account-section__title">{mails.length === 1 ? '1 E-Mail' : `${mails.length} E-Mails`}</h2>
      <ul className="account-outbox">
        {mails.map((mail) => (
          <Mail key={mail.mailId} mail={mail} />
        ))}
      </ul>
    </>
  );
}

/** `/kundenportal/admin/postausgang`: in local development admins read the mails the api wrote (newest first). */
export function AdminOutboxPage() {
  return (
    <AdminPage link={[PAGE_ROUTES.adminMembers.path, 'Mitglieder verwalten']}>
      <OutboxList />
    </AdminPage>
  );
}
