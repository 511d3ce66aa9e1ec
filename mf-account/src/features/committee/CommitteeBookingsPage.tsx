import { useState, type FormEvent } from 'react';
import { PAGE_ROUTES, formatPrice, type CommitteeUsersResponse } from '@amb/shared-contracts/core';
import { COMMITTEE_MESSAGES, COMMITTEE_TEXTS as T } from '@amb/shared-contracts/member';
import { formatDateRange } from '@amb/shared-contracts/dates';
import {
  BOARD_OPTIONS,
  PARTICIPANT_KIND_LABELS,
  type BoardOption,
  type ParticipantKind,
} from '@amb/shared-contracts/schemas';
import { EmptyState, failureOf, FormAlert, FormStatus, PageState, SelectField, SubmitButton } from '@amb/remote-kit';
import { BookingList } from '../../components/BookingList';
import { CommitteeFrame } from './CommitteeFrame';
import {
  useAddMemberToCartMutation,
  useCommitteeBookingsQuery,
  useCommitteeMembersQuery,
  useCommitteeSettingsQuery,
  useManagerCartQuery,
} from './committeeApi';

const BOARD_CHOICES = Object.entries(BOARD_OPTIONS).map(([value, label]) => ({ value, label }));
const KIND_CHOICES = (['booking', 'reservation'] as const).map((value) => ({
  value,
  label: PARTICIPANT_KIND_LABELS[value],
}));

function BookForMember({ members }: { members: CommitteeUsersResponse }) {
  const cart = useManagerCartQuery();
  const settings = useCommitteeSettingsQuery();
  const [add, adding] = useAddMemberToCartMutation();
  const [memberUserId, setMember] = useState('');
  const [cartItemId, setItem] = useState('');
  const [kind, setKind] = useState<string>('booking');
  const [board, setBoard] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (cart.error) return <PageState kind="error" message={failureOf(cart.error).message} />;
  if (!cart.data || !settings.data) return <PageState kind="loading" />;
  const items = cart.data.items;
  const hotelOverNightOption = board ?? settings.data.settings.hotelOverNightOption;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setStatus(null);
    try {
      const { message } = await add({
        cartItemId: Number(cartItemId),
        memberUserId: Number(memberUserId),
        kind: kind as ParticipantKind,
        hotelOverNightOption: hotelOverNightOption as BoardOption,
      }).unwrap();
      setErrors({});
      setStatus(message);
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields ?? {});
      setAlert(failure.message);
    }
  };

  return (
    <section className="account-section" aria-labelledby="committee-book-heading">
      <h2 id="committee-book-heading" className="account-section__title">
        {T.bookForHeading}
      </h2>
      <p className="account-page__text">{T.bookForHint}</p>
      {items.length === 0 ? (
        <EmptyState message={COMMITTEE_MESSAGES.cartEmpty} />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <SelectField
            id="committee-book-member"
            label="Mitglied"
            placeholder="Bitte wählen"
            options={members.map((m) => ({ value: String(m.userId), label: `${m.firstname} ${m.lastname}` }))}
            value={memberUserId}
            onChange={setMember}
            error={errors.memberUserId}
          />
          <SelectField
            id="committee-book-item"
            label="Termin aus Ihrem Warenkorb"
            placeholder="Bitte wählen"
            options={items.map((item) => ({
              value: String(item.cartItemId),
              label: `${item.themeTitle} – ${formatDateRange(item.startDate, item.endDate)}`,
            }))}
            value={cartItemId}
            onChange={setItem}
            error={errors.cartItemId}
          />
          <SelectField
            id="committee-book-kind"
            label="Buchung oder Reservierung"
            placeholder="Bitte wählen"
            options={KIND_CHOICES}
            value={kind}
            onChange={setKind}
            error={errors.kind}
          />
          <SelectField
            id="committee-book-board"
            label="Verpflegung/Übernachtung"
            placeholder="Bitte wählen"
            options={BOARD_CHOICES}
            value={hotelOverNightOption}
            onChange={setBoard}
            error={errors.hotelOverNightOption}
          />
          <FormAlert message={alert} />
          <FormStatus message={status} />
          <SubmitButton busy={adding.isLoading}>{T.bookForButton}</SubmitButton>
        </form>
      )}
      <p>
        <a href={PAGE_ROUTES.cart.path}>{T.toCart}</a>
      </p>
    </section>
  );
}

function Bookings() {
  const bookings = useCommitteeBookingsQuery();
  if (bookings.error) return <PageState kind="error" message={failureOf(bookings.error).message} />;
  if (!bookings.data) return <PageState kind="loading" />;
  const { costs } = bookings.data;
  return (
    <>
      <section className="account-section" aria-labelledby="committee-costs-heading">
        <h2 id="committee-costs-heading" className="account-section__title">
          {T.costsHeading}
        </h2>
        {costs.length === 0 ? (
          <EmptyState message={T.costsEmpty} />
        ) : (
          <ul className="account-members">
            {costs.map((cost) => (
              <li key={cost.year} className="account-members__item">
                <span>
                  <strong>{cost.year}</strong>: {T.costLine(formatPrice(cost.totalCents / 100), cost.participants)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="account-section" aria-labelledby="committee-bookings-heading">
        <h2 id="committee-bookings-heading" className="account-section__title">
          {T.bookingsHeading}
        </h2>
        {bookings.data.bookings.length === 0 ? (
          <EmptyState message={T.bookingsEmpty} />
        ) : (
          <BookingList bookings={bookings.data.bookings} />
        )}
      </section>
    </>
  );
}

function MembersThen() {
  const members = useCommitteeMembersQuery();
  if (members.error) return <PageState kind="error" message={failureOf(members.error).message} />;
  if (!members.data) return <PageState kind="loading" />;
  return <BookForMember members={members.data} />;
}

/** `/meinamb/gremium-buchungen`: the members' bookings, the cost per year; the manager books for members. */
export function CommitteeBookingsPage() {
  return (
    <CommitteeFrame manager>
      {() => (
        <>
          <Bookings />
          <MembersThen />
        </>
      )}
    </CommitteeFrame>
  );
}
