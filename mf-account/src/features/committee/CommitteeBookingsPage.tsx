import { PAGE_ROUTES, type CommitteeUsersResponse, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { COMMITTEE_MESSAGES, COMMITTEE_TEXTS as T } from '@amb/shared-contracts/member';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { BOARD_OPTIONS, PARTICIPANT_KIND_LABELS, committeeCartParticipantSchema } from '@amb/shared-contracts/schemas';
import {
  EmptyState,
  failureOf,
  FormStatus,
  PageState,
  SelectField,
  SubmitButton,
  SummaryForm,
  VatTotals,
  useForm,
} from '@amb/remote-kit';
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

const FIELD_IDS = {
  memberUserId: 'committee-book-member',
  cartItemId: 'committee-book-item',
  kind: 'committee-book-kind',
  hotelOverNightOption: 'committee-book-board',
};

function BookForMember({ members }: { members: CommitteeUsersResponse }) {
  const cart = useManagerCartQuery();
  const settings = useCommitteeSettingsQuery();
  if (cart.error) return <PageState kind="error" message={failureOf(cart.error).message} />;
  if (!cart.data || !settings.data) return <PageState kind="loading" />;
  return (
    <BookForMemberForm members={members} items={cart.data.items} board={settings.data.settings.hotelOverNightOption} />
  );
}

type CartItems = ShoppingCartResponse['items'];

/**
 * The manager puts a member into a date of the own cart, checked with the shared schema here and again by the api;
 * problems in the error summary on top, the result read out (the form stays, the focus on its button).
 */
function BookForMemberForm({
  members,
  items,
  board,
}: {
  members: CommitteeUsersResponse;
  items: CartItems;
  board: string;
}) {
  const [add] = useAddMemberToCartMutation();
  // Selects hold strings until the schema reads them (an empty choice gets the plain German message).
  const form = useForm(committeeCartParticipantSchema, {
    memberUserId: '',
    cartItemId: '',
    kind: 'booking',
    hotelOverNightOption: board,
  });
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const { message } = await add(value).unwrap();
      form.setStatus(message);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <section className="account-section" aria-labelledby="committee-book-heading">
      <h2 id="committee-book-heading" className="account-section__title">
        {T.bookForHeading}
      </h2>
      <p className="account-page__text">{T.bookForHint}</p>
      {items.length === 0 ? (
        <EmptyState message={COMMITTEE_MESSAGES.cartEmpty} />
      ) : (
        <SummaryForm form={form} fieldIds={FIELD_IDS} onSubmit={onSubmit}>
          <SelectField
            id={FIELD_IDS.memberUserId}
            label="Mitglied"
            placeholder="Bitte wählen"
            options={members.map((m) => ({ value: String(m.userId), label: `${m.firstname} ${m.lastname}` }))}
            {...form.field('memberUserId')}
          />
          <SelectField
            id={FIELD_IDS.cartItemId}
            label="Termin aus Ihrem Warenkorb"
            placeholder="Bitte wählen"
            options={items.map((item) => ({
              value: String(item.cartItemId),
              label: `${item.themeTitle} – ${formatDateRange(item.startDate, item.endDate)}`,
            }))}
            {...form.field('cartItemId')}
          />
          <SelectField
            id={FIELD_IDS.kind}
            label="Buchung oder Reservierung"
            placeholder="Bitte wählen"
            options={KIND_CHOICES}
            {...form.field('kind')}
          />
          <SelectField
            id={FIELD_IDS.hotelOverNightOption}
            label="Verpflegung/Übernachtung"
            placeholder="Bitte wählen"
            options={BOARD_CHOICES}
            {...form.field('hotelOverNightOption')}
          />
          <FormStatus message={form.status} />
          <SubmitButton busy={form.busy}>{T.bookForButton}</SubmitButton>
        </SummaryForm>
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
          // Each year's total as every total shows it: net, VAT and gross (the shared VAT rule).
          <ul className="account-costs">
            {costs.map((cost) => (
              <li key={cost.year} className="account-costs__year">
                <h3 className="account-costs__heading">{T.costYear(cost.year, cost.participants)}</h3>
                <VatTotals net={cost.totalCents / 100} />
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
