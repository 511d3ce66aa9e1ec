import { useState } from 'react';
import { PAGE_ROUTES, buildPath, isLoggedIn } from '@amb/shared-contracts/core';
import { COMMITTEE_TEXTS as T } from '@amb/shared-contracts/member';
import { Button, failureOf, FormAlert, FormStatus, PageState, type PageProps } from '@amb/remote-kit';
import { useCurrentUserQuery } from '../../components/memberApi';
import { useAcceptInvitationMutation } from './committeeApi';

/**
 * `/meinamb/gremium-einladung/:token`: the link of an invitation mail. Logged in, the account joins with one
 * click; logged out, the visitor logs in or registers first and comes back here.
 */
export function CommitteeInvitationPage({ params }: PageProps) {
  const token = params.token ?? '';
  const here = buildPath(PAGE_ROUTES.committeeInvitation.path, { token });
  const current = useCurrentUserQuery();
  const [accept, accepting] = useAcceptInvitationMutation();
  const [joined, setJoined] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  if (current.error) return <PageState kind="error" message={failureOf(current.error).message} />;
  if (!current.data) return <PageState kind="loading" />;
  if (!isLoggedIn(current.data.user)) {
    return (
      <>
        <p className="account-page__text">{T.invitationLoggedOut}</p>
        <p>
          <a href={buildPath(PAGE_ROUTES.login.path, {}, { redirect: here })}>{T.login}</a>
          {' · '}
          <a href={buildPath(PAGE_ROUTES.registration.path, {}, { redirect: here })}>{T.register}</a>
        </p>
      </>
    );
  }

  const join = async () => {
    setAlert(null);
    try {
      setJoined((await accept({ token }).unwrap()).message);
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };

  if (joined) {
    return (
      <>
        <FormStatus message={joined} />
        <p>
          <a href={PAGE_ROUTES.committeeMembers.path}>Zu Ihrem Gremium</a>
        </p>
      </>
    );
  }
  return (
    <>
      <FormAlert message={alert} />
      <Button disabled={accepting.isLoading} onClick={() => void join()}>
        {T.invitationJoin}
      </Button>
    </>
  );
}
