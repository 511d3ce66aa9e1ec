import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '@amb/shared-contracts/core';
import { FormAlert, PageState } from '@amb/remote-kit';
import { useMember } from './MemberFrame';

/**
 * An admin page: its content only for an administrator acting as themselves (others see the German
 * "forbidden" message, a logged-out visitor goes to the login), under a link to the other admin page.
 */
export function AdminPage({
  link: [href, label],
  children,
}: {
  link: [href: string, label: string];
  children: ReactNode;
}) {
  const { user, error } = useMember();
  if (error) return <FormAlert message={error} />;
  if (!user) {
    return <PageState kind="loading" />;
  }
  if (user.role !== 'admin' || user.impersonated) return <FormAlert message={AUTH_MESSAGES.forbidden} />;
  return (
    <>
      <p className="account-page__text">
        <a href={href}>{label}</a>
      </p>
      {children}
    </>
  );
}
