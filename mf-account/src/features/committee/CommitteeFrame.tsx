import type { ReactNode } from 'react';
import { AUTH_MESSAGES, type CurrentUser } from '@amb/shared-contracts/core';
import { FormAlert } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';

export const NO_COMMITTEE = 'Sie gehören keinem Gremium an. Die Verwaltung Ihres Gremiums kann Sie einladen.';

/** A committee page inside the member frame: for members of a committee (`manager`: only its manager). */
export function CommitteeFrame({
  manager = false,
  children,
}: {
  manager?: boolean;
  children: (user: CurrentUser & { committee: NonNullable<CurrentUser['committee']> }) => ReactNode;
}) {
  return (
    <MemberFrame>
      {(user) => {
        const committee = user.committee;
        if (!committee) return <FormAlert message={NO_COMMITTEE} />;
        if (manager && committee.role !== 'manager') return <FormAlert message={AUTH_MESSAGES.forbidden} />;
        return children({ ...user, committee });
      }}
    </MemberFrame>
  );
}
