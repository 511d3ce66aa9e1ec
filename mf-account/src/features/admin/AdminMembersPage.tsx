import { useState, type FormEvent } from 'react';
import { PAGE_ROUTES, type AdminMember } from '@amb/shared-contracts/core';
import { Button, failureOf, FormAlert, PageState, TextField } from '@amb/remote-kit';
import { browser } from '../../components/browser';
import { AdminPage } from '../../components/AdminPage';
import { useAdminUsersQuery, useStartImpersonationMutation } from './adminApi';

function MemberSearch() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const users = useAdminUsersQuery(query);
  const [impersonate, { isLoading: starting }] = useStartImpersonationMutation();
  const members = users.data ?? [];

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(input.trim());
  };

  const actAs = async (member: AdminMember) => {
    setAlert(null);
    try {
      await impersonate({ userId: member.userId }).unwrap();
      browser.assign(PAGE_ROUTES.customerPortal.path);
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };

  return (
    <>
      <form role="search" onSubmit={onSearch} className="account-search">
        <TextField
          id="admin-search"
          label="Mitglied suchen"
          type="search"
          hint="Name oder E-Mail-Adresse"
          value={input}
          onChange={setInput}
        />
        <Button type="submit">Suchen</Button>
      </form>
      <FormAlert message={alert ?? (users.error ? failureOf(users.error).message : null)} />
      {users.isFetching ? <PageState kind="loading" /> : null}
      {users.isSuccess && !users.isFetching ? (
        <>
          <h2 className="account-section__title">
            {members.length === 1 ? '1 Mitglied' : `${members.length} Mitglieder`}
          </h2>
          <ul className="account-members">
            {members.map((member) => {
              const name = `${member.firstname} ${member.lastname}`;
              return (
                <li key={member.userId} className="account-members__item">
                  <span>
                    <strong>{name}</strong> –{' '}
                    {[member.email, member.company, member.committee].filter(Boolean).join(' – ')}
                  </span>
                  <Button disabled={starting} onClick={() => void actAs(member)}>
                    {`Als ${name} handeln`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** `/kundenportal/admin/mitglieder`: admins find a member and act as them (impersonation). */
export function AdminMembersPage() {
  return (
    <AdminPage link={[PAGE_ROUTES.adminOutbox.path, 'Postausgang ansehen']}>
      <MemberSearch />
    </AdminPage>
  );
}
