/** After the run: its templates go (each file dropped its own copy). */
import { dropTemplates } from './templateDb';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.AMB_TEST_DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  await dropTemplates(url, process.env.AMB_TEST_RUN);
}
