import { LEGAL_BASES, type LegalBasis } from '@amb/shared-contracts/booking';
import {
  MEMBER_FUNCTION_LABELS,
  MEMBER_FUNCTIONS,
  PLAN_MAX_TOPICS,
  TRAINING_FORMAT_LABELS,
  TRAINING_PLAN_TEXTS as T,
  type MemberFunction,
  type PlanOptionsResponse,
  type TrainingFormat,
  type TrainingPlan,
} from '@amb/shared-contracts/services';
import { trainingPlanEditSchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  CheckboxField,
  ErrorSummary,
  failureOf,
  FormAlert,
  RadioGroup,
  SelectField,
  SubmitButton,
  summaryEntries,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { useEditPlanMutation } from './trainingPlanApi';

interface MemberValues {
  userId: number;
  name: string;
  function: MemberFunction;
  firstTerm: boolean;
  workDaysPerWeek: string;
  termStart: string;
  topics: Array<{ themeId: number; legalBasis: LegalBasis }>;
  doneThemeIds: number[];
  note: string;
}

const LEGAL_CHOICES = (['br37Abs6', 'br37Abs7', 'sbv179Abs4'] as const).map((key) => ({
  value: key,
  label: LEGAL_BASES[key].label,
}));

export function editValues(plan: TrainingPlan) {
  return {
    planId: plan.planId,
    version: plan.version,
    termStart: plan.termStart,
    format: plan.format,
    locationId: plan.location ? String(plan.location.locationId) : '',
    share: false,
    members: plan.members.map((m): MemberValues => ({
      userId: m.userId,
      name: m.name,
      function: m.function,
      firstTerm: m.firstTerm,
      workDaysPerWeek: String(m.workDaysPerWeek),
      termStart: m.termStart === plan.termStart ? '' : m.termStart,
      topics: m.chosenTopics,
      doneThemeIds: m.doneThemeIds,
      note: m.note,
    })),
  };
}

/** The themes as one select's options, each with its rubric ("Arbeitsrecht: Arbeitsrecht Teil II"). */
function themeOptions(options: PlanOptionsResponse, except: readonly number[]) {
  return options.topics.flatMap((group) =>
    group.themes
      .filter((theme) => !except.includes(theme.themeId))
      .map((theme) => ({ value: String(theme.themeId), label: `${group.rubric}: ${theme.title}` })),
  );
}

function MemberEditor({
  index,
  member,
  options,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  member: MemberValues;
  options: PlanOptionsResponse;
  errors: Record<string, string>;
  onChange: (member: MemberValues) => void;
  onRemove: () => void;
}) {
  const id = (name: string) => `plan-member-${index}-${name}`;
  const error = (name: string) => errors[`members[${index}].${name}`];
  const titleOf = new Map(options.topics.flatMap((g) => g.themes.map((t) => [t.themeId, t.title] as const)));
  return (
    <fieldset className="kit-fieldset cat-plan__editor-member">
      <legend>{member.name}</legend>
      <div className="cat-plan__editor-row">
        <SelectField
          id={id('function')}
          label={T.functionLabel}
          placeholder="Bitte wählen"
          options={MEMBER_FUNCTIONS.map((fn) => ({ value: fn, label: MEMBER_FUNCTION_LABELS[fn] }))}
          value={member.function}
          onChange={(value) => onChange({ ...member, function: value as MemberFunction })}
          error={error('function')}
        />
        <SelectField
          id={id('workDaysPerWeek')}
          label={T.workDaysLabel}
          placeholder="Bitte wählen"
          options={['1', '2', '3', '4', '5', '6']}
          value={member.workDaysPerWeek}
          onChange={(value) => onChange({ ...member, workDaysPerWeek: value })}
          error={error('workDaysPerWeek')}
        />
        <TextField
          id={id('termStart')}
          label="Eigene Amtszeit ab (optional)"
          hint="Z. B. JAV oder nachgerücktes Ersatzmitglied"
          type="date"
          value={member.termStart}
          onChange={(value) => onChange({ ...member, termStart: value })}
          error={error('termStart')}
        />
      </div>
      <CheckboxField
        id={id('firstTerm')}
        label={T.firstTermLabel}
        checked={member.firstTerm}
        onChange={(checked) => onChange({ ...member, firstTerm: checked })}
      />
      <div className="cat-plan__editor-topics">
        <p className="cat-plan__subheading">{T.topicsLabel}</p>
        {member.topics.length > 0 ? (
          <ul className="cat-plan__editor-list">
            {member.topics.map((topic, t) => (
              <li key={topic.themeId}>
                <span>{titleOf.get(topic.themeId) ?? topic.themeId}</span>
                <SelectField
                  id={id(`topic-${t}-basis`)}
                  label="Rechtsgrundlage"
                  placeholder="Bitte wählen"
                  options={LEGAL_CHOICES}
                  value={topic.legalBasis}
                  onChange={(value) =>
                    onChange({
                      ...member,
                      topics: member.topics.map((x, i) => (i === t ? { ...x, legalBasis: value as LegalBasis } : x)),
                    })
                  }
                />
                <Button
                  variant="secondary"
                  onClick={() => onChange({ ...member, topics: member.topics.filter((_, i) => i !== t) })}
                  aria-label={`${T.removeTopic}: ${titleOf.get(topic.themeId) ?? ''}`}
                >
                  {T.removeTopic}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {member.topics.length < PLAN_MAX_TOPICS ? (
          <SelectField
            id={id('addTopic')}
            label={T.addTopic}
            placeholder="Thema wählen"
            options={themeOptions(
              options,
              member.topics.map((t) => t.themeId),
            )}
            value=""
            onChange={(value) =>
              value &&
              onChange({
                ...member,
                topics: [
                  ...member.topics,
                  { themeId: Number(value), legalBasis: member.function === 'sbv' ? 'sbv179Abs4' : 'br37Abs7' },
                ],
              })
            }
            error={error('topics')}
          />
        ) : null}
      </div>
      <div className="cat-plan__editor-topics">
        <p className="cat-plan__subheading">{T.doneLabel}</p>
        {member.doneThemeIds.length > 0 ? (
          <ul className="cat-plan__editor-list">
            {member.doneThemeIds.map((themeId) => (
              <li key={themeId}>
                <span>{titleOf.get(themeId) ?? themeId}</span>
                <Button
                  variant="secondary"
                  onClick={() =>
                    onChange({ ...member, doneThemeIds: member.doneThemeIds.filter((x) => x !== themeId) })
                  }
                  aria-label={`Entfernen: ${titleOf.get(themeId) ?? ''}`}
                >
                  Entfernen
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <SelectField
          id={id('addDone')}
          label="Besuchtes Seminar hinzufügen"
          placeholder="Seminar wählen"
          options={themeOptions(options, member.doneThemeIds)}
          value=""
          onChange={(value) => value && onChange({ ...member, doneThemeIds: [...member.doneThemeIds, Number(value)] })}
        />
      </div>
      <TextField
        id={id('note')}
        label={T.noteLabel}
        value={member.note}
        onChange={(value) => onChange({ ...member, note: value })}
        error={error('note')}
      />
      <Button variant="danger" onClick={onRemove}>
        {T.removeMember}
      </Button>
    </fieldset>
  );
}

/** The manager's editor of the plan: term, format, location, and per member function, topics and what was attended. */
export function PlanEditor({
  plan,
  options,
  onSaved,
  onCancel,
}: {
  plan: TrainingPlan;
  options: PlanOptionsResponse;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useForm(trainingPlanEditSchema, editValues(plan));
  const [edit] = useEditPlanMutation();
  const members = form.values.members;
  const inPlan = new Set(members.map((m) => m.userId));
  const candidates = [
    ...plan.candidates,
    ...plan.members.filter((m) => !inPlan.has(m.userId)).map((m) => ({ userId: m.userId, name: m.name })),
  ].filter((c, i, all) => !inPlan.has(c.userId) && all.findIndex((o) => o.userId === c.userId) === i);
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const answer = await edit(value).unwrap();
      onSaved(answer.message ?? '');
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="cat-plan__editor" data-error-summary>
      <ErrorSummary
        entries={summaryEntries(
          form.errors,
          ['termStart', 'format', 'locationId', 'members'],
          (n) => `plan-${n}`,
          form.alert,
        )}
        attempt={form.attempt}
      />
      <div className="cat-plan__editor-row">
        <TextField id="plan-termStart" label={T.termStartLabel} type="date" {...form.field('termStart')} />
        <SelectField
          id="plan-locationId"
          label={T.locationLabel}
          placeholder={T.anyLocation}
          options={options.locations.map((l) => ({ value: String(l.locationId), label: l.name }))}
          {...form.field('locationId')}
        />
      </div>
      <RadioGroup
        id="plan-format"
        legend={T.formatLabel}
        choices={(['any', 'presence', 'online'] as const).map((f) => ({ value: f, label: TRAINING_FORMAT_LABELS[f] }))}
        value={form.values.format}
        onChange={(value) => form.setValue('format', value as TrainingFormat)}
        error={form.errors.format}
      />
      <h3 className="cat-plan__subheading" id="plan-members">
        {T.membersHeading}
      </h3>
      {members.map((member, index) => (
        <MemberEditor
          key={member.userId}
          index={index}
          member={member}
          options={options}
          errors={form.errors}
          onChange={(next) =>
            form.setValue(
              'members',
              members.map((m, i) => (i === index ? next : m)),
            )
          }
          onRemove={() =>
            form.setValue(
              'members',
              members.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      {candidates.length > 0 ? (
        <SelectField
          id="plan-addMember"
          label={T.addMember}
          placeholder="Mitglied wählen"
          options={candidates.map((c) => ({ value: String(c.userId), label: c.name }))}
          value=""
          onChange={(value) => {
            const candidate = candidates.find((c) => String(c.userId) === value);
            if (!candidate) return;
            form.setValue('members', [
              ...members,
              {
                userId: candidate.userId,
                name: candidate.name,
                function: 'member',
                firstTerm: false,
                workDaysPerWeek: '5',
                termStart: '',
                topics: [],
                doneThemeIds: [],
                note: '',
              },
            ]);
          }}
        />
      ) : null}
      <FormAlert message={form.alert} />
      <div className="cat-plan__actions">
        <SubmitButton busy={form.busy}>{T.save}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
