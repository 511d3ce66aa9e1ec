import { useState } from 'react';
import { PAGE_ROUTES, type CommitteeMember } from '@amb/shared-contracts/core';
import { COMMITTEE_TEXTS as T } from '@amb/shared-contracts/member';
import { committeeInviteSchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  Dialog,
  failureOf,
  FormAlert,
  FormStatus,
  PageState,
  SubmitButton,
  SummaryForm,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { browser } from '../../components/browser';
import { BookedForMe } from '../../components/BookedForMe';
import { CommitteeFrame } from './CommitteeFrame';
import {
  useCommitteeMembersQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useTransferManagerMutation,
} from './committeeApi';

const nameOf = (member: CommitteeMember) => `${member.firstname} ${member.lastname}`;

function InviteForm() {
  const form = useForm(committeeInviteSchema, { email: '' });
  const [invite] = useInviteMemberMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const { message } = await invite(value).unwrap();
      form.reset({ email: '' });
      form.setStatus(message);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <section className="account-section" aria-labelledby="committee-invite-heading">
      <h2 id="committee-invite-heading" className="account-section__title">
        {T.inviteHeading}
      </h2>
      <SummaryForm form={form} fieldIds={{ email: 'committee-invite-email' }} onSubmit={onSubmit}>
        <TextField
          id="committee-invite-email"
          label="E-Mail-Adresse"
          type="email"
          hint={T.inviteHint}
          {...form.field('email')}
        />
        <FormStatus message={form.status} />
        <SubmitButton busy={form.busy}>{T.inviteButton}</SubmitButton>
      </SummaryForm>
    </section>
  );
}

type Action = { kind: 'remove' | 'transfer'; member: CommitteeMember };

function MemberList({ managing, selfId }: { managing: boolean; selfId: number }) {
  const members = useCommitteeMembersQuery();
  const [remove, removing] = useRemoveMemberMutation();
  const [transfer, transferring] = useTransferManagerMutation();
  const [action, setAction] = useState<Action | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (members.error) return <PageState kind="error" message={failureOf(members.error).message} />;
  if (!members.data) return <PageState kind="loading" />;

  const confirm = async () => {
    if (!action) return;
    const { kind, member } = action;
    setAction(null);
    setAlert(null);
    try {
      const { message } = await (kind === 'remove' ? remove : transfer)({ userId: member.userId }).unwrap();
      setStatus(message);
      // Handing the role on changes what this account may do: the whole page (and navigation) reloads.
      if (kind === 'transfer') browser.assign(PAGE_ROUTES.committeeMembers.path);
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };

  return (
    <section className="account-section" aria-labelledby="committee-members-heading">
      <h2 id="committee-members-heading" className="account-section__title">
        {T.membersHeading}
      </h2>
      <FormAlert message={alert} />
      {/* A removed member's buttons leave with the row: the focus goes to what happened. */}
      <FormStatus message={status} takeFocus />
      <ul className="account-members">
        {members.data.map((member) => (
          <li key={member.userId} className="account-members__item">
            <span>
              <strong>{nameOf(member)}</strong> – {member.email}
              {member.committeeRole === 'manager' ? ` – ${T.manager}` : ''}
            </span>
            {managing && member.userId !== selfId ? (
              <span>
                <Button
                  variant="secondary"
                  disabled={removing.isLoading || transferring.isLoading}
                  onClick={() => setAction({ kind: 'transfer', member })}
                >
                  {T.transfer(nameOf(member))}
                </Button>{' '}
                <Button
                  variant="danger"
                  disabled={removing.isLoading || transferring.isLoading}
                  onClick={() => setAction({ kind: 'remove', member })}
                >
                  {T.remove(nameOf(member))}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        open={action !== null}
        title={action?.kind === 'transfer' ? 'Verwaltung übergeben' : 'Mitglied entfernen'}
        onClose={() => setAction(null)}
        closeLabel="Abbrechen"
        focusClose
      >
        {action ? (
          <>
            <p>
              {action.kind === 'transfer'
                ? T.transferConfirm(nameOf(action.member))
                : T.removeConfirm(nameOf(action.member))}
            </p>
            <Button variant={action.kind === 'remove' ? 'danger' : 'primary'} onClick={() => void confirm()}>
              {action.kind === 'transfer' ? T.transfer(nameOf(action.member)) : T.remove(nameOf(action.member))}
            </Button>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}

/** `/meinamb/gremium-mitglieder`: the committee's members; its manager invites, removes and hands over. */
export function CommitteeMembersPage() {
  return (
    <CommitteeFrame>
      {(user) => {
        const managing = user.committee.role === 'manager';
        return (
          <>
            <p className="account-page__text">{user.committee.name}</p>
            <MemberList managing={managing} selfId={user.userId} />
            {managing ? <InviteForm /> : null}
            <BookedForMe />
          </>
        );
      }}
    </CommitteeFrame>
  );
}
