import { buildPath, PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  TRAINING_FORMAT_LABELS,
  TRAINING_PLAN_TEXTS as T,
  type PlanOptionsResponse,
} from '@amb/shared-contracts/services';
import { trainingPlanCreateSchema } from '@amb/shared-contracts/schemas';
import {
  failureOf,
  FormAlert,
  navigate,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { useCreatePlanMutation } from './trainingPlanApi';

/** The manager starts the committee's plan of a term: every member of the committee is in it. */
export function CreatePlanForm({ options }: { options: PlanOptionsResponse | undefined }) {
  const form = useForm(trainingPlanCreateSchema, { termStart: '', format: 'any', locationId: '' });
  const [create] = useCreatePlanMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const { plan } = await create(value).unwrap();
      navigate(buildPath(PAGE_ROUTES.trainingPlan.path, { id: plan.planId }), { replace: true });
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return (
    <section className="cat-plan__create" aria-labelledby="cat-plan-create">
      <h2 id="cat-plan-create">{T.createHeading}</h2>
      <p>{T.createIntro}</p>
      <form noValidate onSubmit={onSubmit} className="cat-plan__editor">
        <TextField
          id="plan-create-termStart"
          label={T.termStartLabel}
          hint="Der Tag nach der Wahl des Gremiums"
          type="date"
          {...form.field('termStart')}
        />
        <RadioGroup
          id="plan-create-format"
          legend={T.formatLabel}
          choices={(['any', 'presence', 'online'] as const).map((f) => ({
            value: f,
            label: TRAINING_FORMAT_LABELS[f],
          }))}
          value={form.values.format}
          onChange={(value) => form.setValue('format', value)}
          error={form.errors.format}
        />
        <SelectField
          id="plan-create-locationId"
          label={T.locationLabel}
          placeholder={T.anyLocation}
          options={(options?.locations ?? []).map((l) => ({ value: String(l.locationId), label: l.name }))}
          {...form.field('locationId')}
        />
        <FormAlert message={form.alert} />
        <SubmitButton busy={form.busy}>{T.create}</SubmitButton>
      </form>
    </section>
  );
}
