import { useState } from 'react';
import { publishCartCount, themeDetailUrl, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { LEGAL_BASES } from '@amb/shared-contracts/booking';
import { formatDate, formatDateRange } from '@amb/shared-contracts/dates';
import {
  MEMBER_FUNCTION_LABELS,
  NEED_REASON_LABELS,
  NEED_STATE_LABELS,
  TRAINING_PLAN_TEXTS as T,
  type Entitlement,
  type PlanDate,
  type PlanMember,
  type PlanNeed,
} from '@amb/shared-contracts/services';
import { Button, failureOf } from '@amb/remote-kit';
import { useAddToCartMutation } from './trainingPlanApi';

const place = (date: PlanDate) => (date.isOnline ? 'online' : (date.city ?? ''));
const dateText = (date: PlanDate) =>
  `${formatDateRange(date.startDate, date.endDate)}, ${place(date)} (${date.days} ${date.days === 1 ? 'Tag' : 'Tage'})`;

/** The § 37 Abs. 7 account as a bar and in words (the bar alone would say nothing to a screen reader). */
function EntitlementMeter({ entitlement: e, sbv }: { entitlement: Entitlement; sbv: boolean }) {
  const share = (days: number) => (e.days === 0 ? 0 : Math.min(100, (days / e.days) * 100));
  return (
    <div className="cat-plan__entitlement">
      <h4 className="cat-plan__subheading">{T.entitlementHeading}</h4>
      {e.weeks === 0 ? (
        <p>{T.noEntitlement}</p>
      ) : (
        <>
          <p>{T.entitlementLine(e.weeks, e.days)}</p>
          <div className="cat-plan__meter" aria-hidden="true">
            <span className="cat-plan__meter-attended" style={{ width: `${share(e.used.attended)}%` }} />
            <span className="cat-plan__meter-booked" style={{ width: `${share(e.used.booked)}%` }} />
            <span className="cat-plan__meter-planned" style={{ width: `${share(e.used.planned)}%` }} />
          </div>
          <p className="cat-plan__legend">
            <span className="cat-plan__key cat-plan__key--attended">besucht {e.used.attended}</span>
            <span className="cat-plan__key cat-plan__key--booked">gebucht {e.used.booked}</span>
            <span className="cat-plan__key cat-plan__key--planned">geplant {e.used.planned}</span>
            <span className="cat-plan__key">verbleibend {e.remainingDays} Tage</span>
          </p>
        </>
      )}
      {e.exceeded ? (
        <p className="cat-plan__warning" role="note">
          {T.exceeded}
        </p>
      ) : null}
      <p className="cat-plan__necessary">
        <strong>{sbv ? T.necessaryHeadingSbv : T.necessaryHeading}:</strong> besucht {e.necessary.attended}, gebucht{' '}
        {e.necessary.booked}, geplant {e.necessary.planned} Tage
      </p>
    </div>
  );
}

function NeedDate({ need }: { need: PlanNeed }) {
  if (need.booked) return <>{dateText(need.booked)}</>;
  if (need.suggestion) {
    return (
      <>
        <span className="cat-plan__suggestion">{T.suggestion}:</span> {dateText(need.suggestion)}
        {need.preferred ? null : <span className="cat-plan__elsewhere"> ({T.elsewhere})</span>}
      </>
    );
  }
  if (need.state === 'done') return <>–</>;
  return <span className="cat-plan__nodate">{need.noSuggestion === 'waiting' ? T.waiting : T.noDate}</span>;
}

/** One member's part: function, term, entitlement, every need in learning order with its date. */
export function MemberPlan({ planId, member, editable }: { planId: number; member: PlanMember; editable: boolean }) {
  const [add, { isLoading }] = useAddToCartMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const suggested = member.needs.filter((n) => n.suggestion).length;
  const headingId = `cat-plan-member-${member.userId}`;
  const toCart = async () => {
    setNotice(null);
    try {
      const answer = await add({ planId, userId: member.userId }).unwrap();
      publishCartCount(answer.count);
      setNotice({ ok: true, text: answer.message });
    } catch (error) {
      setNotice({ ok: false, text: failureOf(error).message });
    }
  };
  return (
    <article className="cat-plan__member" aria-labelledby={headingId}>
      <h3 id={headingId} className="cat-plan__member-name">
        {member.name} <span className="cat-plan__function">{MEMBER_FUNCTION_LABELS[member.function]}</span>
      </h3>
      <p className="cat-plan__term">
        Amtszeit {formatDate(member.termStart)} – {formatDate(member.termEnd)}
        {member.firstTerm ? ' · erstmals gewählt' : ''}
        {member.workDaysPerWeek !== 5 ? ` · ${member.workDaysPerWeek}-Tage-Woche` : ''}
      </p>
      {member.note ? <p className="cat-plan__note">{member.note}</p> : null}
      <EntitlementMeter entitlement={member.entitlement} sbv={member.function === 'sbv'} />
      <h4 className="cat-plan__subheading">Schulungsbedarf</h4>
      <ol className="cat-plan__needs">
        {member.needs.map((need) => (
          <li key={need.theme.themeId} className={`cat-plan__need cat-plan__need--${need.state}`}>
            <a href={themeDetailUrl(need.theme.slug)} className="cat-plan__need-title">
              {need.theme.title}
            </a>
            <span className="cat-plan__need-meta">
              {need.requiredFor
                ? `${NEED_REASON_LABELS[need.reason]} für „${need.requiredFor.title}“`
                : NEED_REASON_LABELS[need.reason]}{' '}
              · {LEGAL_BASES[need.legalBasis].label} ·{' '}
              <span className="cat-plan__state">{NEED_STATE_LABELS[need.state]}</span>
            </span>
            <span className="cat-plan__need-date">
              <NeedDate need={need} />
            </span>
          </li>
        ))}
      </ol>
      {editable && suggested > 0 ? (
        <div className="cat-plan__actions">
          <Button onClick={() => void toCart()} disabled={isLoading} aria-busy={isLoading}>
            {T.addToCart(member.name)}
          </Button>
        </div>
      ) : null}
      {notice ? (
        <p className={notice.ok ? 'cat-plan__done' : 'cat-plan__error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text} {notice.ok ? <a href={PAGE_ROUTES.cart.path}>Zum Warenkorb</a> : null}
        </p>
      ) : null}
    </article>
  );
}
