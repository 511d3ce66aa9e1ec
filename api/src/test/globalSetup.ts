/** Once per jest run: names the run its test databases are copied from (templateDb.ts) and clears what dead runs left. */
import { randomBytes } from 'node:crypto';
import { dropTemplates } from './templateDb';

export default async function globalSetup(): Promise<void> {
  process.env.AMB_TEST_RUN = `${process.pid}x${randomBytes(3).toString('hex')}`;
  await dropTemplates(process.env.AMB_TEST_DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined);
}
