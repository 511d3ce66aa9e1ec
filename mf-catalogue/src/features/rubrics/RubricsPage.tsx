import { Page } from '@amb/remote-kit';
import { RubricLinks } from '../../components/RubricLinks';

/** /seminare/rubrik: every rubric, each a link to its seminar list. */
export function RubricsPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <RubricLinks />
    </Page>
  );
}
